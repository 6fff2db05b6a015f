/**
 * After the islands step: the site's search index (docs/search.md). Pagefind reads every page of the
 * export and indexes the content of those that mark it (`data-pagefind-body` on their `<main>`, with
 * their title, description, kind and region: lib/search/markup.ts), one index per language from each
 * page's `<html lang>`, and writes it with its library into out/pagefind/. Pages without the mark (the
 * search and offline pages, redirects, the not-found page, /admin/) are not indexed. The step checks
 * that each language's index holds every marked page of that language, and removes the files of
 * Pagefind's own interfaces, which the site does not use.
 */
import fs from 'node:fs'
import path from 'node:path'
import { exportPages, listFiles } from '../../lib/list-files'
import { SEARCH_INDEX_DIR } from '../../lib/search/paths'

/** Inside a page's content, elements that are never its words: controls and what shows only without JavaScript. */
export const NOT_CONTENT = ['button', 'select', 'noscript']

/**
 * Pagefind's ready-made interfaces and its web worker: the search page uses its library alone, on the page's own
 * thread.
 */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)$/

/** The pages of each language that mark content to index, by their `<html lang>`. */
export function markedPages(htmls: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const html of htmls) {
    if (!/<main\b[^>]*\sdata-pagefind-body(=|\s|>)/.test(html)) continue
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'unknown'
    counts[lang] = (counts[lang] ?? 0) + 1
  }
  return counts
}

async function main() {
  const out = path.join(process.cwd(), 'out')
  if (!fs.existsSync(out)) throw new Error('out/ is missing: run next build first')
  const dir = path.join(out, SEARCH_INDEX_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  // Pagefind's Node API is an ES module only, and the build's scripts run as CommonJS.
  const pagefind = await import('pagefind')
  try {
    const created = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT })
    if (!created.index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`)
    const added = await created.index.addDirectory({ path: out })
    if (added.errors.length) throw new Error(`Pagefind could not index out/: ${added.errors.join('; ')}`)
    const written = await created.index.writeFiles({ outputPath: dir })
    if (written.errors.length)
      throw new Error(`Pagefind could not write ${SEARCH_INDEX_DIR}/: ${written.errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
  for (const file of fs.readdirSync(dir)) if (UNUSED.test(file)) fs.rmSync(path.join(dir, file))

  const marked = markedPages(exportPages(out, ['admin', SEARCH_INDEX_DIR]).map((file) => fs.readFileSync(file, 'utf8')))
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>
  }
  const indexed = Object.fromEntries(
    Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]),
  )
  for (const lang of new Set([...Object.keys(marked), ...Object.keys(indexed)]))
    if (marked[lang] !== indexed[lang])
      throw new Error(
        `The search index of "${lang}" holds ${indexed[lang] ?? 0} pages, but ${marked[lang] ?? 0} pages in that language mark content to index`,
      )
  const bytes = listFiles(dir).reduce((sum, file) => sum + fs.statSync(file).size, 0)
  console.log(
    `Search: ${Object.entries(indexed)
      .map(([lang, n]) => `${n} pages in "${lang}"`)
      .join(', ')} indexed into ${SEARCH_INDEX_DIR}/ (${(bytes / 1024).toFixed(1)} KB, compressed by Pagefind)`,
  )
}

if (process.argv[1]?.endsWith('search-index.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
