import { SlugRoute, slugMetadata, slugParams } from '@/components/routes/SlugRoute'

type Props = { params: Promise<{ slug: string }> }

/** Only the paths content defines exist; anything else is the exported 404 page. */
export const dynamicParams = false
export const generateStaticParams = slugParams
export const generateMetadata = async ({ params }: Props) => slugMetadata('en', (await params).slug)

export default async function Page({ params }: Props) {
  return <SlugRoute locale="en" slug={(await params).slug} />
}
