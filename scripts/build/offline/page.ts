/**
 * What the offline step adds to each exported page (docs/offline.md), and what it reads from them: the
 * link to the page's language's web app manifest and the registration script, added at the end of the
 * head (replacing those of an earlier run, so running it twice gives the same pages), except the script on a page
 * marked script-free (lib/islands/script-free.ts), which must then have no `<script>` at all; and the stylesheets of
 * the offline pages, which are the shell's part that the pages decide.
 */
import { parse } from 'parse5'
import { attr } from '../../../lib/html-tree'
import { isScriptFree, SCRIPT_FREE_ATTRIBUTE } from '../../../lib/islands/script-free'
import { OFFLINE_SCRIPTS_DIR } from '../../../lib/offline/paths'
import { elements } from '../islands/page'

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/g
const REGISTER_SCRIPT = new RegExp(`<script[^>]*src="[^"]*/${OFFLINE_SCRIPTS_DIR}/[^"]*"[^>]*></script>`, 'g')

/**
 * The page with its manifest link and the registration script (addresses as the page writes them). A script-free page
 * gets the link alone, and stops the build if it has any script, naming `page`.
 */
export function withOfflineSupport(
  html: string,
  { manifest, register, page = 'page' }: { manifest: string; register: string; page?: string },
): string {
  const plain = html.replace(MANIFEST_LINK, '').replace(REGISTER_SCRIPT, '')
  const at = plain.indexOf('</head>')
  if (at < 0) throw new Error('no </head>')
  const scriptFree = isScriptFree(plain)
  if (scriptFree) {
    const scripts = scriptsIn(plain)
    if (scripts.length)
      throw new Error(
        `${page} is marked ${SCRIPT_FREE_ATTRIBUTE} (a page that ships no script) but has ${scripts.length === 1 ? 'a script' : `${scripts.length} scripts`}: ${scripts.join('; ')}. Render it without islands or JSON-LD.`,
      )
  }
  const script = scriptFree ? '' : `<script src="${register}" defer></script>`
  return `${plain.slice(0, at)}<link rel="manifest" href="${manifest}"/>${script}${plain.slice(at)}`
}

/** Every `<script>` of a page, each as its address or the start of its text. */
export function scriptsIn(html: string): string[] {
  return [...elements(parse(html))]
    .filter((e) => e.tagName === 'script')
    .map((e) => {
      const src = attr(e, 'src')
      if (src !== undefined) return `<script src="${src}">`
      const text = e.childNodes.map((n) => ('value' in n ? n.value : '')).join('')
      return `<script${attr(e, 'type') ? ` type="${attr(e, 'type')}"` : ''}> ${text.trim().slice(0, 60)}`
    })
}

/** The stylesheets a page links (addresses as the page writes them). */
export function stylesheetsOf(html: string): string[] {
  return [...elements(parse(html))]
    .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'stylesheet')
    .map((e) => attr(e, 'href') ?? '')
}
