/**
 * The media pipeline: every JPEG, PNG or WebP under content/media becomes resized WebP variants
 * in public/media (see lib/media/variants.ts). Unchanged images are skipped, so rebuilds are quick.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  COPIED_EXTENSIONS,
  DOCUMENTS_OUTPUT_DIR,
  DOCUMENTS_SOURCE_DIR,
  MEDIA_OUTPUT_DIR,
  MEDIA_SOURCE_DIR,
  SOURCE_EXTENSIONS,
  variantPath,
  variantWidths,
} from '../lib/media/variants'

const root = process.cwd()
const sourceDir = path.join(root, MEDIA_SOURCE_DIR)
const outputDir = path.join(root, MEDIA_OUTPUT_DIR)

function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return listFiles(full, extensions)
    return extensions.includes(path.extname(d.name).toLowerCase()) ? [full] : []
  })
}

const isFresh = (out: string, sourceTime: number) => fs.existsSync(out) && fs.statSync(out).mtimeMs >= sourceTime

/** Videos and documents are published as they are. */
function copyAll(from: string, to: string, expected: Set<string>): number {
  let copied = 0
  for (const file of listFiles(from, COPIED_EXTENSIONS)) {
    const out = path.join(to, path.relative(from, file))
    expected.add(out)
    if (isFresh(out, fs.statSync(file).mtimeMs)) continue
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.copyFileSync(file, out)
    copied++
  }
  return copied
}

async function main() {
  const started = Date.now()
  let made = 0
  let kept = 0
  const expected = new Set<string>()
  for (const file of listFiles(sourceDir, SOURCE_EXTENSIONS)) {
    const source = path.relative(sourceDir, file).split(path.sep).join('/')
    const sourceTime = fs.statSync(file).mtimeMs
    const meta = await sharp(file).metadata()
    const turned = (meta.orientation ?? 1) >= 5
    const width = (turned ? meta.height : meta.width) ?? 0
    for (const w of variantWidths(width)) {
      const out = path.join(outputDir, variantPath(source, w))
      expected.add(out)
      if (isFresh(out, sourceTime)) {
        kept++
        continue
      }
      fs.mkdirSync(path.dirname(out), { recursive: true })
      await sharp(file).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 72, effort: 5 }).toFile(out)
      made++
    }
  }
  const copied =
    copyAll(sourceDir, outputDir, expected) +
    copyAll(path.join(root, DOCUMENTS_SOURCE_DIR), path.join(root, DOCUMENTS_OUTPUT_DIR), expected)
  // Files of deleted or renamed sources must not linger in the export.
  const generated = [...listFiles(outputDir, ['.webp', ...COPIED_EXTENSIONS]), ...listFiles(path.join(root, DOCUMENTS_OUTPUT_DIR), COPIED_EXTENSIONS)]
  for (const stale of generated.filter((f) => !expected.has(f))) fs.rmSync(stale)
  console.log(`Media: ${made} image variants made, ${kept} up to date, ${copied} videos and documents copied (${Date.now() - started} ms)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
