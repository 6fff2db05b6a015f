/**
 * The build's guard on where money goes, over a whole export (docs/giving.md): every page is read by
 * lib/giving/page-numbers.ts against the guarded giving facts of the content it was built from, and each
 * finding names the page, the number, why, and the content file and line it came from.
 * scripts/host-config.ts runs it after `next build`, on both builds; a finding stops the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../lib/content/load'
import { real } from '../lib/content/pending'
import type { Content } from '../lib/content/types'
import { exportPages, listFiles, relativePath } from '../lib/fs/list-files'
import { givingNumbersOnPage, whereWritten, type GuardedFacts } from '../lib/giving/page-numbers'

/** The guarded values (content/giving/) and the contact numbers pages may show, from the content as loaded. */
export function guardedFacts(content: Content, paypalClientId: string): GuardedFacts {
  const values: string[] = []
  const add = (v: unknown) => {
    const value = real(v as string | undefined)
    if (typeof value === 'string') values.push(value)
  }
  add(content.site.giving.paybill)
  add(content.site.giving.accountName)
  for (const c of content.congregations) for (const key of ['paybill', 'account', 'pastorNumber', 'accountName'] as const) add(c.data.giving?.[key])
  const allowedPhones = content.congregations.flatMap((c) => {
    const phone = real(c.data.phone)
    return typeof phone === 'string' ? [phone] : []
  })
  return { values, paypalClientId, allowedPhones }
}

/** `/raila/` for `raila/index.html`. */
const pagePath = (relative: string) => (relative === 'index.html' ? '/' : `/${relative.replace(/index\.html$/, '')}`)

/** Every finding in the export at `out`, as a line naming the page, the number and where it is written in content. */
export async function givingGuard(out: string, contentRoot: string, paypalClientId: string): Promise<string[]> {
  const facts = guardedFacts(await loadContent(contentRoot), paypalClientId)
  // Where a number was typed: any content file but the giving files, which are where it belongs.
  const files = listFiles(contentRoot, { extensions: ['.mdx'] })
    .map((f) => `content/${relativePath(contentRoot, f)}`)
    .filter((file) => !/^content\/giving(\/|\.)/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(contentRoot, file.replace(/^content\//, '')), 'utf8') }))
  const lines = new Set<string>()
  // /admin/ is the CMS's own page (docs/cms.md), not the site's.
  for (const file of exportPages(out, ['admin'])) {
    const page = pagePath(relativePath(out, file))
    for (const finding of givingNumbersOnPage(fs.readFileSync(file, 'utf8'), facts)) {
      const where = whereWritten(finding.number, files)
      const from = where.length ? `written in ${where.join(', ')}` : 'written in no content file but the giving files: the code shows it without its data-giving mark'
      // A page's description shows three times (search results, two link previews): one line says it.
      lines.add(`${page}: "${finding.number}" ${finding.why} (in "${finding.context}"); ${from}`)
    }
  }
  return [...lines]
}

/** The error that stops the build, with what to do. */
export function givingGuardMessage(lines: readonly string[]): string {
  return [
    `A number that says where money goes is on ${lines.length === 1 ? 'a page' : `${lines.length} places of pages`} outside the guarded giving facts:`,
    ...lines.map((l) => `  ${l}`),
    'Paybills, accounts, M-Pesa numbers and account names live in content/giving/ (the treasurer reviews every change there);',
    'remove the number from the text named above, or, if it is a giving fact, write it in the giving file (content/README.md, "Giving").',
  ].join('\n')
}
