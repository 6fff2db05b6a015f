/**
 * After `next build`: pages ship their islands, not Next.js's client runtime (docs/islands.md).
 * Builds the islands' code into out/_next/static/islands/, rewrites every exported page (no framework
 * scripts, no flight payload; the loader, preloads and CSS of the islands it has), and deletes the
 * flight files (index.txt, __next.*.txt) that only Next.js's client router reads.
 */
import fs from 'node:fs'
import path from 'node:path'
import { exportPages, listFiles, relativePath } from '../../lib/list-files'
import { withBase } from '../../lib/paths'
import { bundleIslands, ISLANDS_SHELL_RECORD } from './islands/bundle'
import { withIslands } from './islands/page'

const root = process.cwd()
const out = path.join(root, 'out')

async function main() {
  if (!fs.existsSync(out)) throw new Error('out/ is missing: run next build first')
  const bundle = await bundleIslands(root, out)
  const url = (file: string) => withBase(`/${file}`)
  const counts = { pages: 0, withIslands: 0 }
  // /admin/ (Decap CMS, docs/cms.md) is a separate app: it keeps its own page as it is.
  for (const file of exportPages(out, ['admin'])) {
    const page = relativePath(out, file)
    const result = withIslands(fs.readFileSync(file, 'utf8'), bundle, url, page)
    fs.writeFileSync(file, result.html)
    counts.pages++
    if (result.islands.length) counts.withIslands++
  }
  const flight = listFiles(out, { extensions: ['.txt'], skipFolders: ['_next'] }).filter((file) => {
    const name = path.basename(file)
    return (
      name.startsWith('__next.') || (name === 'index.txt' && fs.existsSync(path.join(path.dirname(file), 'index.html')))
    )
  })
  for (const file of flight) fs.rmSync(file)
  fs.writeFileSync(path.join(root, ISLANDS_SHELL_RECORD), `${JSON.stringify(bundle.shell, null, 2)}\n`)
  console.log(
    `Islands: ${bundle.islands.size} islands; ${counts.pages} pages without Next.js's runtime, ${counts.withIslands} with islands; ${flight.length} flight files removed`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
