/** Rules that span files: unique slugs, known regions, links that lead to real pages. */
import fs from 'node:fs'
import path from 'node:path'
import type { Content, Entry } from './load'
import type { MenuItemInput } from './schemas'
import { fileOf, isKnownPath, routesOf } from './routes'

const reserved = new Set(['_next', 'admin', 'sitemap.xml', 'robots.txt', '404'])

/** Every `{ src, alt }` image in a file's frontmatter, with its field path. */
function imagesIn(value: unknown, at: string): { at: string; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => imagesIn(v, `${at}[${i}]`))
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.src === 'string' && typeof record.alt === 'string') return [{ at: at ? `${at}.src` : 'src', src: record.src }]
    return Object.entries(record).flatMap(([k, v]) => imagesIn(v, at ? `${at}.${k}` : k))
  }
  return []
}

export function crossCheck(content: Content, root: string): string[] {
  const problems: string[] = []
  const entries: Entry<unknown>[] = [content.home, ...content.pages, ...content.events, ...content.congregations, ...content.extra]
  for (const entry of entries) {
    for (const { at, src } of imagesIn(entry.data, '')) {
      if (!fs.existsSync(path.join(root, 'media', src)))
        problems.push(`${entry.file}: ${at}: no image at content/media/${src}; add the file or correct the path`)
    }
  }
  for (const page of content.pages) {
    page.data.downloads?.forEach((d, i) => {
      if (!fs.existsSync(path.join(root, 'documents', d.file)))
        problems.push(`${page.file}: downloads[${i}].file: no document at content/documents/${d.file}; add the PDF or correct the name`)
    })
  }
  if (!fs.existsSync(path.join(root, 'media', content.home.data.video.src)))
    problems.push(`${content.home.file}: video.src: no video at content/media/${content.home.data.video.src}`)
  const seen = new Map<string, string>()
  for (const route of routesOf(content)) {
    const file = fileOf(route)
    const where = route.kind === 'alias' ? 'aliases.from' : 'slug'
    const other = seen.get(route.slug)
    if (other) problems.push(`${file}: ${where}: "${route.slug}" is already used by ${other}; every page needs its own slug`)
    else seen.set(route.slug, file)
    if (reserved.has(route.slug)) problems.push(`${file}: ${where}: "${route.slug}" is reserved by the site; choose another slug`)
  }

  content.site.aliases.forEach((alias, i) => {
    if (!isKnownPath(content, alias.to))
      problems.push(`content/site.mdx: aliases[${i}].to: "${alias.to}" is not a page of this site`)
  })

  // Program landing pages (layout: program): the layout and its `program:` block go together,
  // the support link leads to a real page and the video files exist in public/.
  for (const page of content.pages) {
    const { layout, program } = page.data
    if (layout === 'program' && !program) problems.push(`${page.file}: program: is required by "layout: program"`)
    if (layout !== 'program' && program) problems.push(`${page.file}: program: only a page with "layout: program" uses it; remove it or change the layout`)
    if (!program) continue
    if (!isKnownPath(content, program.supportUrl))
      problems.push(`${page.file}: program.supportUrl: "${program.supportUrl}" is not a page of this site`)
    for (const field of ['src', 'captions'] as const) {
      const file = program.video[field]
      if (!fs.existsSync(path.join(root, '..', 'public', file)))
        problems.push(`${page.file}: program.video.${field}: no file at public${file}; add the file or correct the path`)
    }
  }

  const regions = content.menu.regions
  for (const c of content.congregations) {
    if (!regions.includes(c.data.region))
      problems.push(`${c.file}: region: expected one of ${regions.join(', ')} (listed in content/menu.mdx), got "${c.data.region}"`)
  }

  const visit = (items: MenuItemInput[], at: string) =>
    items.forEach((item, i) => {
      const here = `${at}[${i}]`
      if (item.url && !isKnownPath(content, item.url))
        problems.push(`content/menu.mdx: ${here}.url: "${item.url}" is not a page of this site; every menu entry must lead to a real page`)
      if (item.children) visit(item.children, `${here}.children`)
    })
  visit(content.menu.items, 'items')
  return problems
}
