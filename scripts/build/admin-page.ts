/**
 * The content manager's page (/admin/, Decap CMS: docs/cms.md) as the site serves it: Decap's app bundle,
 * installed from the registry (the pinned `decap-cms` dependency), copied beside public/admin/index.html,
 * and the page's own Content-Security-Policy. The build (scripts/build/host-config.ts) does both for the export;
 * `npm run cms` (scripts/editors/cms-local.ts) serves the same files with the local policy.
 */
import fs from 'node:fs'
import path from 'node:path'
import { movedAdminPage, withKeyNotice } from './admin-notice'

/** Where the registry's bundle lies: decap-cms.js and the parts it loads on demand, beside it. */
export const DECAP_DIST = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist')

/**
 * The bundle's files the page needs: the app, the chunks it loads on demand (named `<n>.decap-cms.js`,
 * fetched from beside the app's own address), the WebAssembly image encoders of media uploads, and the
 * licences of what it bundles. Source maps (25 MB) stay out.
 */
export function decapBundleFiles(dist = DECAP_DIST): string[] {
  if (!fs.existsSync(path.join(dist, 'decap-cms.js')))
    throw new Error(`${dist}/decap-cms.js is missing: run npm install (decap-cms is a dependency)`)
  return fs
    .readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort()
}

/** Copies the bundle into the export's admin folder. */
export function copyDecapBundle(adminDir: string, dist = DECAP_DIST): string[] {
  const files = decapBundleFiles(dist)
  fs.mkdirSync(adminDir, { recursive: true })
  for (const name of files) fs.copyFileSync(path.join(dist, name), path.join(adminDir, name))
  return files
}

/**
 * The admin page's policy: scripts from the site only, and the connections its backend makes. Found by
 * loading /admin/ and an entry's form in Chromium and collecting what the policy blocked (e2e/cms.spec.ts
 * fails on any violation); each allowance beyond 'self' has its reason:
 *  - script-src 'unsafe-eval': Decap checks config.yml against its JSON Schema with ajv, which compiles
 *    the schema into a function (new Function); without it the app stops at "Error loading the CMS
 *    configuration". No inline script is allowed, and no script from another site.
 *  - style-src 'unsafe-inline': Decap's interface is styled by emotion, which writes its CSS into <style>
 *    elements as it renders; a style cannot run code.
 *  - connect-src https://api.github.com: the github backend reads and writes the repository there;
 *    locally (`npm run cms` only, never in the export) decap-server's address on this machine instead.
 *  - img-src blob: and https://avatars.githubusercontent.com, which the test cannot reach (it has no
 *    GitHub login and uploads nothing): Decap shows media it read through the backend as blob: URLs, and
 *    the logged-in editor's GitHub picture in its header.
 * The preview pane is an iframe of Decap's own (about:blank), which frame-src 'none' does not block.
 */
export function adminPolicyDirectives(local?: { api: string }): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'blob:', ...(local ? [] : ['https://avatars.githubusercontent.com'])],
    'connect-src': ["'self'", ...(local ? [new URL(local.api).origin] : ['https://api.github.com'])],
    'frame-src': ["'none'"],
    'form-action': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

export const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')

/** The admin page with its policy as the first thing in <head>, before any script. */
export function withAdminPolicy(html: string, local?: { api: string }): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyText(adminPolicyDirectives(local))}"/>`
  const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, '')
  if (!/<head>/.test(stripped)) throw new Error('the admin page has no <head> to put its Content-Security-Policy in')
  return stripped.replace(/<head>/, `<head>${meta}`)
}

/** The admin page's scripts (written `/admin/...`, from the site root) under the base path the site is built with. */
export const atBasePath = (html: string, basePath: string) =>
  html.replace(/(<script\b[^>]*\ssrc=")\/admin\//g, `$1${basePath}/admin/`)

/**
 * The export's admin: the bundle beside the page, the page's policy, and the notice that the editor's GitHub
 * key is kept on the public site's address (admin-notice.ts). Returns the files copied.
 * With `cmsUrl` (the content manager on its own address, admin-site.ts) the folder holds only a page
 * pointing there: no Decap, its config or extensions on the public site's address.
 */
export function secureAdmin(out: string, basePath = '', cmsUrl?: string): string[] {
  const adminDir = path.join(out, 'admin')
  const page = path.join(adminDir, 'index.html')
  if (!fs.existsSync(page))
    throw new Error(`${page} is missing: public/admin/index.html should be copied there by next build`)
  if (cmsUrl) {
    fs.rmSync(adminDir, { recursive: true })
    fs.mkdirSync(adminDir)
    fs.writeFileSync(page, movedAdminPage(cmsUrl))
    return []
  }
  const files = copyDecapBundle(adminDir)
  fs.writeFileSync(page, atBasePath(withAdminPolicy(withKeyNotice(fs.readFileSync(page, 'utf8'))), basePath))
  return files
}
