/**
 * What the offline step adds to each exported page (docs/offline.md), and what it reads from them: the
 * link to the page's language's web app manifest and the registration script, added at the end of the
 * head (replacing those of an earlier run, so running it twice gives the same pages); and the shell
 * every page needs, from the pages themselves.
 */
import { parse } from 'parse5'
import { attr } from '../../lib/html/tree'
import { OFFLINE_SCRIPTS_DIR } from '../../lib/offline/paths'
import { elements } from '../islands/page'

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/g
const REGISTER_SCRIPT = new RegExp(`<script[^>]*src="[^"]*/${OFFLINE_SCRIPTS_DIR}/[^"]*"[^>]*></script>`, 'g')

/** The page with its manifest link and the registration script (addresses as the page writes them). */
export function withOfflineSupport(html: string, { manifest, register }: { manifest: string; register: string }): string {
  const plain = html.replace(MANIFEST_LINK, '').replace(REGISTER_SCRIPT, '')
  const at = plain.indexOf('</head>')
  if (at < 0) throw new Error('no </head>')
  return `${plain.slice(0, at)}<link rel="manifest" href="${manifest}"/><script src="${register}" defer></script>${plain.slice(at)}`
}

/** The addresses a page loads as it opens: stylesheets, module scripts and module preloads. */
export function pageFiles(html: string): { styles: string[]; scripts: string[]; preloads: string[] } {
  const all = [...elements(parse(html))]
  const links = (rel: string) => all.filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel).map((e) => attr(e, 'href') ?? '')
  return {
    styles: links('stylesheet'),
    scripts: all.filter((e) => e.tagName === 'script' && attr(e, 'type') === 'module').map((e) => attr(e, 'src') ?? '').filter(Boolean),
    preloads: links('modulepreload'),
  }
}

/**
 * The build files every page needs, from the pages: the stylesheets of the offline page (which has the
 * site's layout), the islands' loader and the modules every page with islands preloads (React and the
 * hydration code, which all islands share).
 */
export function shellOfPages(offlinePages: string[], pages: string[]): string[] {
  const files = pages.map(pageFiles)
  const preloading = files.filter((f) => f.preloads.length > 0)
  const common = preloading.length ? preloading.map((f) => new Set(f.preloads)).reduce((a, b) => new Set([...a].filter((x) => b.has(x)))) : new Set<string>()
  return [...new Set([...offlinePages.flatMap((p) => pageFiles(p).styles), ...files.flatMap((f) => f.scripts), ...common])]
}
