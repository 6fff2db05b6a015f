import type { ResolvedImage } from '@/lib/content/types'

type Props = {
  /** A content image with its size and variants, as the loader resolves it. */
  image: ResolvedImage
  /** Text in place of the image's own alt, where the card says more (e.g. a leader's name). */
  alt?: string
  /** How wide the image shows, for the browser to pick a variant, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes: string
  /** The largest image above the fold: loaded at once with high priority. Everything else is lazy. */
  priority?: boolean
  className?: string
}

/** A content image as resized WebP variants with width and height, so nothing shifts while it loads. */
export function ResponsiveImage({ image, alt = image.alt, sizes, priority = false, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the export has no image server; variants are made at build
    <img
      src={image.fallback.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}

/** The `srcset` of an image's variants. */
export function srcSetOf(image: ResolvedImage): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')
}
