/**
 * What the export shows of where money goes, as one short hash (docs/offline.md): every page's giving facts
 * (the elements marked `data-giving`) with its path. The offline pages' precache revision includes it, so a
 * deploy that changes a paybill, an account or where one shows always comes with a new service worker, which
 * fetches the saved giving pages again as it installs, even when no file the worker precaches has changed.
 */
import crypto from 'node:crypto'
import { givingFactsOf } from '../../../lib/offline/saved-copy'

export function givingVersion(pages: readonly { path: string; html: string }[]): string {
  const hash = crypto.createHash('sha256')
  for (const { path, html } of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const facts = givingFactsOf(html)
    if (facts.length) hash.update(`${path}\n${facts.join('\n')}\n\n`)
  }
  return hash.digest('hex').slice(0, 16)
}
