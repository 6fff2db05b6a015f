/**
 * What the offline step adds to each exported page (docs/offline.md), and what it reads from them: the
 * link to the page's language's web app manifest and the registration script, added at the end of the
 * head (replacing those of an earlier run, so running it twice gives the same pages); and the
 * stylesheets of the offline pages, which are the shell's part that the pages decide.
 */
import { parse } from 'parse5'
import { attr } from '../../../lib/html-tree'
import { OFFLINE_SCRIPTS_DIR } from '../../../lib/offline/paths'
import { elements } from '../islands/page'

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/g
const REGISTER_SCRIPT = new RegExp(`<script[^>]*src="[^"]*/${OFFLINE_SCRIPTS_DIR}/[^"]*"[^>]*></script>`, 'g')

/** The page with its manifest link and the registration script (addresses as the page writes them). */
export function withOfflineSupport(
  html: string,
  { manifest, register }: { manifest: string; register: string },
): string {
  const plain = html.replace(MANIFEST_LINK, '').replace(REGISTER_SCRIPT, '')
  const at = plain.indexOf('</head>')
  if (at < 0) throw new Error('no </head>')
  return `${plain.slice(0, at)}<link rel="manifest" href="${manifest}"/><script src="${register}" defer></script>${plain.slice(at)}`
}

/** The stylesheets a page links (addresses as the page writes them). */
export function stylesheetsOf(html: string): string[] {
  return [...elements(parse(html))]
    .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'stylesheet')
    .map((e) => attr(e, 'href') ?? '')
}
