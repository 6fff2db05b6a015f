/** Facts about a content image at build time: its size and its responsive variants. */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { withBase } from '@/lib/paths'
import { MEDIA_SOURCE_DIR, MEDIA_URL_PREFIX, variantPath, variantWidths } from './variants'

export type ImageInfo = {
  width: number
  height: number
  /** Smallest-first list of WebP variants. */
  variants: { width: number; url: string }[]
}

const cache = new Map<string, Promise<ImageInfo>>()

export function sourceFile(src: string): string {
  return path.join(process.cwd(), MEDIA_SOURCE_DIR, src)
}

export function imageInfo(src: string): Promise<ImageInfo> {
  let info = cache.get(src)
  if (!info) {
    info = (async () => {
      const file = sourceFile(src)
      if (!fs.existsSync(file)) throw new Error(`Image ${MEDIA_SOURCE_DIR}/${src} does not exist`)
      const meta = await sharp(file).metadata()
      // Phone photos carry their rotation in EXIF; the variants are rotated upright.
      const turned = (meta.orientation ?? 1) >= 5
      const width = (turned ? meta.height : meta.width) ?? 0
      const height = (turned ? meta.width : meta.height) ?? 0
      const variants = variantWidths(width).map((w) => ({ width: w, url: withBase(`${MEDIA_URL_PREFIX}/${variantPath(src, w)}`) }))
      return { width, height, variants }
    })()
    cache.set(src, info)
  }
  return info
}
