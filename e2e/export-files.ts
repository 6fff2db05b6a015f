/** The exported site's files, read straight from disk: for checks that hold on every page at once. */
import fs from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { PLACEHOLDER_PREFIX } from '../lib/content/schemas'
import { exportPages, relativePath } from '../lib/list-files'
import { elements } from '../scripts/build/islands/page'

/** Where the islands' code is, below the site's root. */
export const ISLANDS = '/_next/static/islands/'
/** The islands' loader, on every page with an island. */
export const LOADER = /\/_next\/static\/islands\/islands-entry-[A-Z0-9]+\.js$/
/** An island's early script (its `early` in the registry), on the pages that have it, after the loader. */
export const EARLY = /\/_next\/static\/islands\/([a-z][a-z0-9-]*)-early-[A-Z0-9]+\.js$/
/** The one other script a page may load: the service worker's registration, a few hundred bytes (docs/offline.md). */
export const REGISTER = /\/_next\/static\/offline\/sw-register-[A-Z0-9]+\.js$/

export type ExportedPage = { page: string; html: string; elements: T.Element[] }
/** Every page of the export in `out` but the content manager's, with its elements parsed. */
export const exportedPages = (out: string): ExportedPage[] =>
  exportPages(out, ['admin']).map((file) => {
    const html = fs.readFileSync(file, 'utf8')
    return { page: relativePath(out, file), html, elements: [...elements(parse(html))] }
  })

/**
 * Pages of an export that carry a raw "TODO: ..." placeholder anywhere (text, meta tags, JSON-LD,
 * the RSC payload), each with the text around it. A page must show something sensible instead.
 */
export function placeholdersShown(out: string): string[] {
  return exportPages(out).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8')
    return [...html.matchAll(new RegExp(`.{0,60}${PLACEHOLDER_PREFIX}.{0,60}`, 'g'))].map(
      (m) => `${path.relative(out, file)}: ${m[0]}`,
    )
  })
}

/** Whether a built module imports another (`from "./x.js"`, `import("./x.js")`, `import "./x.js"`): one that does not is one file. */
export const importsAnother = (code: string) => /\bfrom\s*["']|\bimport\s*\(|\bimport\s*["']/.test(code)
