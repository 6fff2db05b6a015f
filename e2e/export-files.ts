/** The exported site's files, read straight from disk: for checks that hold on every page at once. */
import fs from 'node:fs'
import path from 'node:path'
import { PLACEHOLDER_PREFIX } from '../lib/content/schemas'

/** Every HTML file of an export, outside Next's own `_next` folder. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return d.name === '_next' ? [] : htmlFiles(full)
    return d.name.endsWith('.html') ? [full] : []
  })
}

/**
 * Pages of an export that carry a raw "TODO: ..." placeholder anywhere (text, meta tags, JSON-LD,
 * the RSC payload), each with the text around it. A page must show something sensible instead.
 */
export function placeholdersShown(out: string): string[] {
  return htmlFiles(out).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8')
    return [...html.matchAll(new RegExp(`.{0,60}${PLACEHOLDER_PREFIX}.{0,60}`, 'g'))].map((m) => `${path.relative(out, file)}: ${m[0]}`)
  })
}
