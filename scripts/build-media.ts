/**
 * The media pipeline: every JPEG, PNG or WebP under content/media becomes resized WebP variants
 * in public/media (see lib/media/variants.ts). Unchanged images are skipped, so rebuilds are quick.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_OUTPUT_DIR, MEDIA_SOURCE_DIR, SOURCE_EXTENSIONS, variantPath, variantWidths } from '../lib/media/variants'

const root = process.cwd()
const sourceDir = path.join(root, MEDIA_SOURCE_DIR)
const outputDir = path.join(root, MEDIA_OUTPUT_DIR)

function listImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return listImages(full)
    return (SOURCE_EXTENSIONS as readonly string[]).includes(path.extname(d.name).toLowerCase()) ? [full] : []
  })
}

async function main() {
  const started = Date.now()
  let made = 0
  let kept = 0
  const expected = new Set<string>()
  for (const file of listImages(sourceDir)) {
    const source = path.relative(sourceDir, file).split(path.sep).join('/')
    const sourceTime = fs.statSync(file).mtimeMs
    const meta = await sharp(file).metadata()
    const turned = (meta.orientation ?? 1) >= 5
    const width = (turned ? meta.height : meta.width) ?? 0
    for (const w of variantWidths(width)) {
      const out = path.join(outputDir, variantPath(source, w))
      expected.add(out)
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= sourceTime) {
        kept++
        continue
      }
      fs.mkdirSync(path.dirname(out), { recursive: true })
      await sharp(file).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 72, effort: 5 }).toFile(out)
      made++
    }
  }
  // Variants of deleted or renamed images must not linger in the export.
  for (const stale of listGenerated(outputDir).filter((f) => !expected.has(f))) fs.rmSync(stale)
  console.log(`Media: ${made} variants made, ${kept} up to date (${Date.now() - started} ms)`)
}

function listGenerated(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    return d.isDirectory() ? listGenerated(full) : d.name.endsWith('.webp') ? [full] : []
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
