/**
 * Media an editor refers to: every image exists under exactly the name written and decodes as an
 * image, every document is a PDF, every video exists. Checked before the build, so the media step
 * never meets a broken file; then each image is resolved once to its size and variants.
 */
import { markPending, type Pending } from './pending'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  DOCUMENTS_URL_PREFIX,
  fallbackVariant,
  MEDIA_URL_PREFIX,
  uprightSize,
  variantPath,
  variantWidths,
} from '../media/variants'
import { withBase } from '../paths'
import { symlinkOnPath } from '../symlinks'
import type { Problem } from './problems'
import type { DownloadRef, ImageRef, ResolvedDownload, ResolvedImage } from './types'

export type MediaRef = {
  file: string
  field: string
  line?: number
  column?: number
  kind: 'image' | 'document' | 'video'
  path: string
}

const folders = { image: 'media', video: 'media', document: 'documents' } as const
const nouns = { image: 'image', video: 'video', document: 'document' } as const
const fixes = {
  image: 'add the file or correct the path',
  video: 'add the file or correct the path',
  document: 'add the PDF or correct the name',
}

/** What a file that sharp cannot read probably is, in words. */
function whatItIs(bytes: Buffer): string {
  const head = bytes.subarray(0, 16)
  if (
    head
      .subarray(4, 12)
      .toString('latin1')
      .match(/ftyp(heic|heix|mif1|hevc)/)
  )
    return 'it is a HEIC photo'
  if (head.subarray(0, 4).toString('latin1') === '%PDF') return 'it is a PDF'
  if (bytes.length === 0) return 'the file is empty'
  const sample = bytes.subarray(0, 512)
  if (sample.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127) || b >= 128))
    return 'it contains text'
  return 'it may be damaged or of another kind'
}

/** The message for an image file that is not a JPEG, PNG or WebP image; shared with the media step. */
export function notAnImage(sitePath: string, bytes: Buffer): string {
  return `${sitePath} is not a JPEG, PNG or WebP image (${whatItIs(bytes)}); export the photo again as JPEG and replace the file`
}

/** A file in the same folder whose name differs only in capitals. */
function sameNameOtherCase(absolute: string): string | undefined {
  const dir = path.dirname(absolute)
  if (!fs.existsSync(dir)) return undefined
  const name = path.basename(absolute).toLowerCase()
  return fs.readdirSync(dir).find((n) => n.toLowerCase() === name)
}

async function problemWith(root: string, kind: MediaRef['kind'], file: string): Promise<string | undefined> {
  const folder = folders[kind]
  const absolute = path.join(root, folder, file)
  const shown = `content/${folder}/${file}`
  // A symbolic link is reported as the file's own problem (lib/symlinks.ts); nothing is read through it.
  if (symlinkOnPath(path.join(root, folder), file)) return undefined
  if (!fs.existsSync(absolute)) {
    const other = sameNameOtherCase(absolute)
    if (other)
      return `no ${nouns[kind]} at ${shown}, but there is content/${folder}/${path.posix.join(path.posix.dirname(file), other).replace(/^\.\//, '')}; write the name exactly as the file is named (capitals matter)`
    return `no ${nouns[kind]} at ${shown}; ${fixes[kind]}`
  }
  if (kind === 'document') {
    const head = Buffer.alloc(5)
    const fd = fs.openSync(absolute, 'r')
    fs.readSync(fd, head, 0, 5, 0)
    fs.closeSync(fd)
    return head.toString('latin1').startsWith('%PDF')
      ? undefined
      : `${shown} is not a PDF; save the document as PDF and replace the file`
  }
  if (kind === 'image') {
    try {
      const meta = await sharp(absolute).metadata()
      if (!meta.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
        throw new Error(meta.format)
    } catch {
      return notAnImage(shown, fs.readFileSync(absolute))
    }
  }
  return undefined
}

/** One problem per bad reference; each distinct file is checked once. */
export async function checkMedia(root: string, refs: MediaRef[]): Promise<Problem[]> {
  const verdicts = new Map<string, Promise<string | undefined>>()
  for (const ref of refs) {
    const key = `${ref.kind}:${ref.path}`
    if (!verdicts.has(key)) verdicts.set(key, problemWith(root, ref.kind, ref.path))
  }
  const problems: Problem[] = []
  for (const ref of refs) {
    const message = await verdicts.get(`${ref.kind}:${ref.path}`)
    if (message) problems.push({ file: ref.file, field: ref.field, line: ref.line, column: ref.column, message })
  }
  return problems
}

const sizes = new Map<string, Promise<{ width: number; height: number }>>()

/** An image's upright size and its variants' addresses (as the media step makes them). */
export async function resolveImage(root: string, ref: ImageRef): Promise<ResolvedImage> {
  const absolute = path.join(root, 'media', ref.src)
  let size = sizes.get(absolute)
  if (!size) {
    size = sharp(absolute).metadata().then(uprightSize)
    sizes.set(absolute, size)
  }
  const { width, height } = await size
  const variants = variantWidths(width).map((w) => ({
    width: w,
    url: withBase(`${MEDIA_URL_PREFIX}/${variantPath(ref.src, w)}`),
  }))
  return { ...ref, width, height, variants, fallback: fallbackVariant(variants) }
}

export function resolveDownload(root: string, ref: DownloadRef): ResolvedDownload {
  const { pending, ...rest } = ref
  return {
    ...rest,
    ...(pending ? { pending: markPending<unknown>(pending) as Pending } : {}),
    url: withBase(`${DOCUMENTS_URL_PREFIX}/${ref.file}`),
    bytes: fs.statSync(path.join(root, 'documents', ref.file)).size,
  }
}
