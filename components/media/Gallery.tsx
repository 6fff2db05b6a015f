import type { ImageRef } from '@/lib/content/schemas'
import { imageInfo } from '@/lib/media/image'
import { MasonryGallery, type GalleryImage } from './MasonryGallery'

/**
 * A masonry photo grid with a lightbox, for any list of content images (a congregation's photos,
 * the ministry gallery, Lamu House). The server works out each image's variants; the client island
 * gets plain data.
 */
export async function Gallery({
  images,
  label,
  columnsCountBreakPoints,
}: {
  images: ImageRef[]
  /** Names the gallery for screen readers, e.g. "Photos of Grogon". */
  label: string
  columnsCountBreakPoints?: Record<number, number>
}) {
  const items: GalleryImage[] = await Promise.all(
    images.map(async (image) => {
      const info = await imageInfo(image.src)
      const fallback = info.variants.find((v) => v.width >= 640) ?? info.variants[info.variants.length - 1]!
      return {
        src: fallback.url,
        srcSet: info.variants.map((v) => `${v.url} ${v.width}w`).join(', '),
        width: info.width,
        height: info.height,
        alt: image.alt,
      }
    }),
  )
  return <MasonryGallery images={items} label={label} columnsCountBreakPoints={columnsCountBreakPoints} />
}
