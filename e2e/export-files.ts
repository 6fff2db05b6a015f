/** The exported site's files, read straight from disk: for checks that hold on every page at once. */
import fs from 'node:fs'
import path from 'node:path'
import { PLACEHOLDER_PREFIX } from '../lib/content/schemas'
import { exportPages } from '../lib/list-files'

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
