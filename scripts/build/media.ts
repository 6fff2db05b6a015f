/**
 * The media pipeline: every JPEG, PNG or WebP under content/media becomes resized WebP variants
 * in public/media (see lib/media/variants.ts). Unchanged images are skipped, so rebuilds are quick.
 * A symbolic link anywhere in content/ or public/ stops the step before it reads anything (lib/symlinks.ts): it
 * runs before `next build`, which copies public/ into the export, even when the content check was skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { notAnImage } from '../../lib/content/media'
import { listFiles } from '../../lib/list-files'
import { publishedFolders, symlinkProblems, symlinkRefusal } from '../../lib/symlinks'
import {
  COPIED_EXTENSIONS,
  DOCUMENTS_OUTPUT_DIR,
  DOCUMENTS_SOURCE_DIR,
  MEDIA_OUTPUT_DIR,
  MEDIA_SOURCE_DIR,
  SOURCE_EXTENSIONS,
  uprightSize,
  variantPath,
  variantWidths,
} from '../../lib/media/variants'

const root = process.cwd()
const sourceDir = path.join(root, MEDIA_SOURCE_DIR)
const outputDir = path.join(root, MEDIA_OUTPUT_DIR)

const isFresh = (out: string, sourceTime: number) => fs.existsSync(out) && fs.statSync(out).mtimeMs >= sourceTime

/** Videos and documents are published as they are. */
function copyAll(from: string, to: string, expected: Set<string>): number {
  let copied = 0
  for (const file of listFiles(from, { extensions: COPIED_EXTENSIONS })) {
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
  const links = symlinkProblems(publishedFolders(path.join(root, 'content')))
  if (links.length > 0) {
    console.error(symlinkRefusal(links, 'The media step'))
    process.exit(1)
  }
  let made = 0
  let kept = 0
  const expected = new Set<string>()
  const broken: string[] = []
  for (const file of listFiles(sourceDir, { extensions: SOURCE_EXTENSIONS })) {
    const source = path.relative(sourceDir, file).split(path.sep).join('/')
    const sourceTime = fs.statSync(file).mtimeMs
    let width: number
    try {
      width = uprightSize(await sharp(file).metadata()).width
    } catch {
      // A renamed text file or a HEIC photo: say which file and what to do, and go on with the rest.
      broken.push(notAnImage(`${MEDIA_SOURCE_DIR}/${source}`, fs.readFileSync(file)))
      continue
    }
    for (const w of variantWidths(width)) {
      const out = path.join(outputDir, variantPath(source, w))
      expected.add(out)
      if (isFresh(out, sourceTime)) {
        kept++
        continue
      }
      fs.mkdirSync(path.dirname(out), { recursive: true })
      await sharp(file)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 72, effort: 5 })
        .toFile(out)
      made++
    }
  }
  const copied =
    copyAll(sourceDir, outputDir, expected) +
    copyAll(path.join(root, DOCUMENTS_SOURCE_DIR), path.join(root, DOCUMENTS_OUTPUT_DIR), expected)
  // Files of deleted or renamed sources must not linger in the export.
  const generated = [
    ...listFiles(outputDir, { extensions: ['.webp', ...COPIED_EXTENSIONS] }),
    ...listFiles(path.join(root, DOCUMENTS_OUTPUT_DIR), { extensions: COPIED_EXTENSIONS }),
  ]
  for (const stale of generated.filter((f) => !expected.has(f))) fs.rmSync(stale)
  console.log(
    `Media: ${made} image variants made, ${kept} up to date, ${copied} videos and documents copied (${Date.now() - started} ms)`,
  )
  if (broken.length > 0) {
    console.error(`✗ ${broken.length} file${broken.length === 1 ? '' : 's'} in ${MEDIA_SOURCE_DIR} cannot be used:`)
    for (const line of broken) console.error(`  ${line}`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
