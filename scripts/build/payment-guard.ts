/**
 * The giving guard's half for addresses (docs/giving.md, "Payment destinations"): over a whole export, every page
 * (lib/giving/payment-links.ts), the calendar files, the search index's fragments and the app's manifests are held
 * to sending a visitor to pay only where the treasurer reviewed (the giving files' `paymentLinks`). Each finding
 * names the page, the address, why, the words around it and the content file and line it was typed in.
 * scripts/build/giving-guard.ts runs it with the numbers' guard.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Content } from '../../lib/content/types'
import { exportPagePath, exportPages, listFiles, relativePath } from '../../lib/list-files'
import { paymentAddressesInText, hostOf, sameDestination } from '../../lib/giving/payment-hosts'
import { paymentLinksOnPage, type PaymentFinding } from '../../lib/giving/payment-links'
import { readText } from '../../lib/giving/read-text'
import { readSource } from '../../lib/giving/where-written'
import { siteOrigin } from '../../lib/site-url'
import { SEARCH_INDEX_DIR } from '../../lib/search/paths'

/** The destinations the treasurer reviewed, as the content was loaded. */
export function reviewedDestinations(content: Content): string[] {
  return [
    ...(content.site.giving.paymentLinks ?? []),
    ...content.congregations.flatMap((c) => c.data.giving?.paymentLinks ?? []),
  ]
}

/** Where an address was typed: every content file and line (but the giving files) that names its host and path. */
export function whereAddressWritten(address: string, files: readonly { file: string; text: string }[]): string[] {
  const host = hostOf(address)?.replace(/^www\./, '')
  if (!host) return []
  const places: string[] = []
  for (const { file, text } of files)
    text.split('\n').forEach((line, i) => {
      const read = `${readText(line).text} ${readSource(line).text}`
      if (read.toLowerCase().includes(host.toLowerCase())) places.push(`${file}:${i + 1}`)
    })
  return places
}

/** Every address in the export at `out` that sends money where the treasurer has not reviewed, as message lines. */
export function paymentGuard(
  out: string,
  content: Content,
  files: readonly { file: string; text: string }[],
): string[] {
  const reviewed = reviewedDestinations(content)
  const ownHosts = [hostOf(siteOrigin(content.site)) ?? 'localhost', 'localhost']
  const lines = new Set<string>()
  const add = (page: string, f: PaymentFinding) => {
    const where = whereAddressWritten(f.address, files)
    const from = where.length
      ? `written in ${where.join(', ')}`
      : 'written in no content file but the giving files: the code shows it without its data-giving mark'
    lines.add(`${page}${f.place ? ` (${f.place})` : ''}: "${f.address}" ${f.why} (in "${f.context}"); ${from}`)
  }
  const inText = (page: string, text: string, place: string) => {
    for (const found of paymentAddressesInText(readText(text).text))
      if (!reviewed.some((r) => sameDestination(r, found.address)))
        add(page, {
          address: found.address,
          why: `is on ${found.service} (${found.why}), shown outside the giving files' mark`,
          context: found.address,
          place,
        })
  }
  for (const file of exportPages(out, ['admin', SEARCH_INDEX_DIR])) {
    const page = exportPagePath(out, file)
    for (const f of paymentLinksOnPage(fs.readFileSync(file, 'utf8'), { reviewed, ownHosts })) add(page, f)
  }
  for (const file of listFiles(out, { extensions: ['.ics'], skipFolders: ['_next'] }))
    inText(`/${relativePath(out, file)}`, fs.readFileSync(file, 'utf8').replace(/\r?\n[ \t]/g, ''), 'a calendar file')
  for (const file of listFiles(path.join(out, SEARCH_INDEX_DIR, 'fragment'), { extensions: ['.pf_fragment'] })) {
    const raw = gunzipSync(fs.readFileSync(file)).toString('utf8')
    inText(`/${relativePath(out, file)}`, raw, "the search index's fragment")
  }
  for (const file of listFiles(out, {
    extensions: ['.webmanifest'],
    skipFolders: ['_next', 'admin', SEARCH_INDEX_DIR],
  }))
    inText(`/${relativePath(out, file)}`, fs.readFileSync(file, 'utf8'), "the app's manifest")
  return [...lines]
}

/** The message that stops the build, with what to do. */
export function paymentGuardMessage(lines: readonly string[]): string {
  return [
    `An address that sends money is in ${lines.length === 1 ? 'one place' : `${lines.length} places`} of the built site where the treasurer has not reviewed it:`,
    ...lines.map((l) => `  ${l}`),
    'What to do, for each address above:',
    '  - where a visitor may be sent to give online is a giving fact: write the address under "paymentLinks" in content/giving.en.mdx (the ministry) or content/giving/<slug>.en.mdx (a congregation) for the treasurer\'s review (content/README.md, "Giving"), remove it from the text named above, and link to the page that shows it (/support/ or the congregation\'s giving section);',
    '  - a link to another site that asks for nothing: reword it, or move it away from the words that ask for money (docs/giving.md, "Payment destinations").',
  ].join('\n')
}
