/**
 * The responsive variants the media pipeline makes of each content image, shared by the build
 * script that writes them and the component that lists them in srcset.
 */
import path from 'node:path'

/** Widths cover phone (1x/2x) to desktop; none is larger than the source. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
const MAX_WIDTH = 1920

export const MEDIA_SOURCE_DIR = 'content/media'
/** Written into public/ so the export copies it; generated, never committed. */
export const MEDIA_OUTPUT_DIR = 'public/media'
export const MEDIA_URL_PREFIX = '/media'

export const SOURCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const
/** Published unchanged: videos in content/media, PDFs in content/documents. */
export const COPIED_EXTENSIONS = ['.mp4', '.webm', '.pdf'] as const
export const DOCUMENTS_SOURCE_DIR = 'content/documents'
export const DOCUMENTS_OUTPUT_DIR = 'public/documents'
export const DOCUMENTS_URL_PREFIX = '/documents'

export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < sourceWidth)
  // The source's own width closes the list, so a small image is never upscaled.
  widths.push(Math.min(sourceWidth, MAX_WIDTH))
  return [...new Set(widths)]
}

/** `congregations/raila/leader.jpg` at 640 px -> `congregations/raila/leader-640.webp`. */
export function variantPath(source: string, width: number): string {
  const parsed = path.posix.parse(source)
  return path.posix.join(parsed.dir, `${parsed.name}-${width}.webp`)
}

/** The narrowest variant at least `width` px wide, else the largest (variants are listed narrowest first). */
export function variantFor<V extends { width: number }>(variants: readonly V[], width: number): V {
  const found = variants.find((v) => v.width >= width) ?? variants.at(-1)
  if (!found) throw new Error('an image has no variants')
  return found
}

/** How wide the variant is for browsers that ignore srcset. */
export const FALLBACK_WIDTH = 640

/** The variant for browsers that ignore srcset: the first at least 640 px wide, else the largest. */
export const fallbackVariant = <V extends { width: number }>(variants: readonly V[]): V =>
  variantFor(variants, FALLBACK_WIDTH)

/** An image's size as shown: phone photos carry their rotation in EXIF, and the variants are turned upright. */
export function uprightSize(meta: { width?: number; height?: number; orientation?: number }): {
  width: number
  height: number
} {
  const turned = (meta.orientation ?? 1) >= 5
  return { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0 }
}
