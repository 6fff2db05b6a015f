import { calendarParams, calendarResponse } from '@/components/routes/calendar-route'

/** The congregation's calendar file in English (components/routes/calendar-route.ts). */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = calendarParams

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; file: string }> }) {
  return calendarResponse('en', (await params).slug)
}
