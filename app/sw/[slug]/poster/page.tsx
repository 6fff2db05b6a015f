import { PosterRoute, posterMetadata, posterParams } from '@/components/routes/PosterRoute'

type Props = { params: Promise<{ slug: string }> }

/** A congregation's printable poster in Kiswahili (components/routes/PosterRoute.tsx); only congregations have one. */
export const dynamicParams = false
export const generateStaticParams = posterParams
export const generateMetadata = async ({ params }: Props) => posterMetadata('sw', (await params).slug)

export default async function Page({ params }: Props) {
  return <PosterRoute locale="sw" slug={(await params).slug} />
}
