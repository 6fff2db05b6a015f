/**
 * After `next build`: secures and configures the static export in out/.
 *  - every HTML page gets a Content-Security-Policy <meta> that allows scripts from the site's own
 *    files and only the third parties that page uses (no inline script: a page with one stops the build),
 *    and WebAssembly on the search page alone;
 *  - the content manager's page (/admin/) gets Decap's bundle beside it and its own policy (admin-page.ts),
 *    or, with NEXT_PUBLIC_CMS_URL, becomes a page pointing to the content manager's own address (admin-site.ts);
 *  - `_headers` (Netlify, Cloudflare Pages): security headers, HSTS, frame-ancestors, caching;
 *  - the referrer policy as a `<meta>` in every page too, for hosts that send no header of ours (GitHub Pages);
 *  - `_redirects`: the alias paths of content/site.en.mdx as real 301 redirects.
 * The guard on where money goes runs just before, as a step of its own (scripts/build/giving-guard.ts).
 * The rules themselves are in scripts/build/host-rules.ts, which also gives nginx's (`npm run -s nginx:conf`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'
import { CONTENT_ROOT, loadContent } from '../../lib/content/load'
import { aliasesInEveryLanguage } from '../../lib/content/routes'
import { exportPagePath, exportPages, relativePath } from '../../lib/list-files'
import { basePath } from '../../lib/paths'
import { siteOrigin } from '../../lib/site-url'
import { thirdParties, type ThirdParty } from '../../lib/third-parties'
import { secureAdmin } from './admin-page'
import { cmsAddress } from './admin-site'
import { headersFile, metaTags, redirectsFile } from './host-rules'
import { EXECUTABLE_SCRIPT_TYPES } from './islands/page'

/**
 * The page's inline scripts that a browser would run. The export has none (scripts/build/islands.ts removes
 * Next.js's), so the policy allows scripts from the site's own files only; one that appears would be
 * blocked, so the build stops instead. JSON-LD and other data blocks are not run and may stay.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => EXECUTABLE_SCRIPT_TYPES.has(/\stype="([^"]*)"/.exec(match[1]!)?.[1] ?? ''))
    .map((match) => match[2]!.slice(0, 80))
}

/** Which third parties a page needs, from what its HTML contains. */
export function partiesOf(html: string): ThirdParty[] {
  return thirdParties.filter((party) => party.usedBy.test(html))
}

/**
 * Whether a page runs the site's search (the search page's island, docs/search.md): its library compiles
 * WebAssembly, which a policy allows with 'wasm-unsafe-eval' (no other kind of eval), on that page only.
 */
export function runsSearch(html: string): boolean {
  return /<island-root[^>]*\sdata-island="site-search"/.test(html)
}

export function contentSecurityPolicy(parties: ThirdParty[], { wasm = false }: { wasm?: boolean } = {}): string {
  const extra = (directive: keyof ThirdParty['allow']) => parties.flatMap((p) => p.allow[directive] ?? [])
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...extra('script-src')],
    // Style attributes set by the carousel and gallery libraries need 'unsafe-inline'; no script can use it.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra('img-src')],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra('connect-src')],
    // The site's own service worker (docs/offline.md), and no other.
    'worker-src': ["'self'"],
    'frame-src': extra('frame-src').length ? extra('frame-src') : ["'none'"],
    'form-action': ["'self'", 'mailto:'],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/** Configures the export in `out`, built from `contentRoot`; throws when a page has an inline script. */
export async function configureHost(out = path.join(process.cwd(), 'out'), contentRoot = CONTENT_ROOT) {
  if (!fs.existsSync(out)) throw new Error('out/ is missing: run next build first')
  // The settings the build read (.env, .env.local and the environment, as Next.js reads them): NEXT_PUBLIC_CMS_URL.
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  const pages: string[] = []
  // /admin/ (Decap CMS, docs/cms.md) is a separate app with its own policy: secureAdmin below.
  for (const file of exportPages(out, ['admin'])) {
    let html = fs.readFileSync(file, 'utf8')
    html = html
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
      .replace(/<meta name="referrer"[^>]*>/, '')
    const inline = inlineScripts(html)
    if (inline.length)
      throw new Error(
        `${relativePath(out, file)}: an inline script the Content-Security-Policy would block: ${inline[0]}`,
      )
    const policy = contentSecurityPolicy(partiesOf(html), { wasm: runsSearch(html) })
    // Right after <head>, before any script, so the policy covers every one of them; then what a host
    // that sends no header of ours (GitHub Pages) can still be told by the page.
    html = html.replace(/<head>/, `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>${metaTags}`)
    fs.writeFileSync(file, html)
    pages.push(exportPagePath(out, file))
  }

  const { site } = await loadContent('en', contentRoot)
  // The content manager on its own address (docs/cms.md): /admin/ here then only points there.
  const cmsUrl = cmsAddress(process.env.NEXT_PUBLIC_CMS_URL, siteOrigin(site))
  const adminFiles = secureAdmin(out, basePath, cmsUrl)

  fs.writeFileSync(path.join(out, '_headers'), headersFile(basePath))
  fs.writeFileSync(path.join(out, '_redirects'), redirectsFile(aliasesInEveryLanguage(site.aliases), basePath))
  console.log(
    `Host config: CSP in ${pages.length} pages, ${cmsUrl ? `the admin page pointing to ${cmsUrl}` : `the admin page and its ${adminFiles.length} bundle files`}, _headers, _redirects`,
  )
}

if (process.argv[1]?.endsWith('host-config.ts'))
  configureHost().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
