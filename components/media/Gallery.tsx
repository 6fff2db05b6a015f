import type { ResolvedImage } from '@/lib/content/types'
import { slugify } from '@/lib/content/slug'
import { island } from '@/components/islands/island'
import { fill } from '@/lib/i18n/messages/fill'
import { messages } from '@/lib/i18n/request'
import { MasonryGallery, type GalleryImage } from './MasonryGallery'
import { srcSetOf } from './ResponsiveImage'

// The grid is complete HTML; only the lightbox needs the script, fetched as the visitor nears the photos.
const MasonryGalleryIsland = island('masonry-gallery', MasonryGallery)

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
  const { position, ...text } = messages().gallery
  const { toSupply } = messages().pending
  const items: GalleryImage[] = images.map((image, i) => ({
    src: image.fallback.url,
    srcSet: srcSetOf(image),
    width: image.width,
    height: image.height,
    alt: image.alt,
    position: fill(position, { n: i + 1, total: images.length }),
    // Only the preview still has stand-ins here (the public build leaves them out).
    ...(image.pending
      ? { pending: { what: image.pending.pending, note: `${toSupply} ${image.pending.pending}` } }
      : {}),
  }))
  return (
    <MasonryGalleryIsland
      id={`gallery-${slugify(label)}`}
      images={items}
      label={label}
      text={text}
      columnsCountBreakPoints={columnsCountBreakPoints}
    />
  )
}
