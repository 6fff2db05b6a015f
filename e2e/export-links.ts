/**
 * The one link checker over a static export, read straight from disk: every internal link, image,
 * video, caption track, script, document and meta refresh in every page must lead to a file of the
 * export, carry the base path the export was built with, and name an id its target page has.
 */
import fs from 'node:fs'
import path from 'node:path'
import { exportPages, relativePath } from '../lib/list-files'

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")

/** The markup only: the RSC payload in inline scripts repeats props that are not links. */
export const markupOf = (html: string) => html.replace(/<script\b(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g, '')

/** The ids of a page's elements: what a `#fragment` may name. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)))
}

/** Every address a page's markup references. */
export function referencesIn(html: string): string[] {
  const markup = markupOf(html)
  return [
    ...[...markup.matchAll(/<(?:a|link)\s[^>]*href="([^"]*)"/g)].map((m) => m[1]!),
    ...[...markup.matchAll(/<(?:img|video|source|iframe|script|track)\s[^>]*src="([^"]*)"/g)].map((m) => m[1]!),
    ...[...markup.matchAll(/\sposter="([^"]*)"/g)].map((m) => m[1]!),
    ...[...markup.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap((m) =>
      m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!),
    ),
    ...[...markup.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/gi)].map((m) => m[1]!),
  ].map(decode)
}

/** The file of `out` a site path is served from (`/church/` -> church/index.html), or undefined. */
export function fileFor(out: string, urlPath: string, basePath = ''): string | undefined {
  let p = decodeURIComponent(urlPath)
  if (basePath) {
    if (p !== basePath && !p.startsWith(`${basePath}/`)) return undefined
    p = p.slice(basePath.length) || '/'
  }
  const candidates = p.endsWith('/')
    ? [path.join(out, p, 'index.html')]
    : [path.join(out, p), path.join(out, p, 'index.html')]
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
}

export type LinkReport = { pages: number; checked: number; problems: string[] }

/** Checks every page of the export in `out`, built with `basePath` ('' at the root of a domain). */
export function checkExportLinks(out: string, basePath = ''): LinkReport {
  const pages = exportPages(out)
  const problems: string[] = []
  const ids = new Map<string, Set<string>>()
  const idsIn = (file: string) => ids.get(file) ?? ids.set(file, idsOf(fs.readFileSync(file, 'utf8'))).get(file)!
  let checked = 0
  for (const file of pages) {
    const page = `/${relativePath(out, file)}`
    for (const ref of referencesIn(fs.readFileSync(file, 'utf8'))) {
      if (!ref || /^(https?:|mailto:|tel:|data:)/.test(ref)) continue
      checked++
      if (ref.startsWith('//')) {
        problems.push(`${page}: ${ref} is protocol-relative; an outside address is written with https:`)
        continue
      }
      const [withQuery, hash] = ref.split('#') as [string, string | undefined]
      const target = withQuery.split('?')[0]!
      if (target && !target.startsWith('/')) {
        problems.push(`${page}: ${ref} is relative; links are written from the site root`)
        continue
      }
      if (target && basePath && target !== basePath && !target.startsWith(`${basePath}/`)) {
        problems.push(`${page}: ${ref} lacks ${basePath}`)
        continue
      }
      const targetFile = target === '' ? file : fileFor(out, target, basePath)
      if (!targetFile) problems.push(`${page}: ${ref} does not exist`)
      else if (hash && targetFile.endsWith('.html') && !idsIn(targetFile).has(hash))
        problems.push(`${page}: ${ref} has no element with id "${hash}"`)
    }
  }
  return { pages: pages.length, checked, problems }
}
