import type { ResolvedImage } from '@/lib/content/types'
import { MasonryGallery, type GalleryImage } from './MasonryGallery'
import { srcSetOf } from './ResponsiveImage'

/**
 * A masonry photo grid with a lightbox, for any list of content images (a congregation's photos,
 * the ministry gallery, Lamu House). The images come resolved (sizes and variants); the client
 * island gets plain data.
 */
export function Gallery({
  images,
  label,
  columnsCountBreakPoints,
}: {
  images: ResolvedImage[]
  /** Names the gallery for screen readers, e.g. "Photos of Grogon". */
  label: string
  columnsCountBreakPoints?: Record<number, number>
}) {
  const items: GalleryImage[] = images.map((image) => ({
    src: image.fallback.url,
    srcSet: srcSetOf(image),
    width: image.width,
    height: image.height,
    alt: image.alt,
  }))
  return <MasonryGallery images={items} label={label} columnsCountBreakPoints={columnsCountBreakPoints} />
}
