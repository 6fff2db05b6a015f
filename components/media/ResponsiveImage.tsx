import { imageInfo } from '@/lib/media/image'

type Props = {
  /** Path inside content/media, e.g. `congregations/raila/sunday.png`. */
  src: string
  alt: string
  /** How wide the image shows, for the browser to pick a variant, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes: string
  /** The largest image above the fold: loaded at once with high priority. Everything else is lazy. */
  priority?: boolean
  className?: string
}

/** A content image as resized WebP variants with width and height, so nothing shifts while it loads. */
export async function ResponsiveImage({ src, alt, sizes, priority = false, className }: Props) {
  const info = await imageInfo(src)
  const fallback = info.variants.find((v) => v.width >= 640) ?? info.variants[info.variants.length - 1]!
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the export has no image server; variants are made at build
    <img
      src={fallback.url}
      srcSet={info.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={info.width}
      height={info.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
