/**
 * After the islands step: the offline support of the export (docs/offline.md). Builds the registration
 * script and links it, with the language's web app manifest, from every page (not the content manager's; a page
 * marked script-free, a poster, gets the manifest alone: lib/islands/script-free.ts); writes the manifests and the
 * app icons; and builds the service worker (out/sw.js) with Serwist,
 * precaching the shell every page needs: the stylesheet, the islands' loader and shared modules, the
 * icons, the manifests and the offline page of each language. Then runs the giving guard on the pages as the
 * worker serves them (scripts/build/offline/giving-check.ts): a finding stops the build, naming the content file, line
 * and field its number was typed in.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_ROOT, loadContent } from '../../lib/content/load'
import { typedInContent } from '../../lib/giving/where-written'
import { exportPagePath, exportPages } from '../../lib/list-files'
import { locales, localeOfPath } from '../../lib/i18n/locales'
import { manifestPath, offlinePath } from '../../lib/offline/paths'
import { basePath, withBase } from '../../lib/paths'
import { APP_ICONS, webManifest, writeIcons } from './offline/app-manifest'
import { buildRegistration, buildWorker } from './offline/bundle'
import { ISLANDS_SHELL_RECORD } from './islands/bundle'
import { stylesheetsOf, withOfflineSupport } from './offline/page'
import { servedPagesFindings, servedPagesMessage, type ExportedPage } from './offline/giving-check'
import { givingVersion } from './offline/giving-version'
import { guardedFacts } from './giving-guard'
import { paypalClientId } from '../../lib/forms/config'

const root = process.cwd()
const out = path.join(root, 'out')

/** A page's or file's address (with the base path) as a path below out/. */
const belowOut = (address: string) => address.slice(basePath.length).replace(/^\//, '')

async function main() {
  if (!fs.existsSync(out)) throw new Error('out/ is missing: run next build first')
  const register = await buildRegistration(root, out, basePath)
  const pages: ExportedPage[] = []
  // /admin/ (Decap CMS, docs/cms.md) is a separate app: no worker is registered from it.
  for (const file of exportPages(out, ['admin'])) {
    const page = exportPagePath(out, file)
    const html = withOfflineSupport(fs.readFileSync(file, 'utf8'), {
      manifest: withBase(manifestPath(localeOfPath(page))),
      register: withBase(`/${register}`),
      page,
    })
    fs.writeFileSync(file, html)
    pages.push({ path: page, html })
  }
  for (const locale of locales) {
    const { site } = await loadContent(locale)
    fs.writeFileSync(
      path.join(out, belowOut(withBase(manifestPath(locale)))),
      `${JSON.stringify(webManifest(locale, site, basePath), null, 2)}\n`,
    )
  }
  await writeIcons(path.join(root, 'app/icon.svg'), out)

  const offlinePages = locales.map((l) => `${belowOut(withBase(offlinePath(l)))}index.html`)
  for (const page of offlinePages)
    if (!fs.existsSync(path.join(out, page)))
      throw new Error(
        `${page} is missing: the offline page of each language is a route of the site (app/(en)/offline, app/sw/offline)`,
      )
  // The islands step's record of the loader and the modules every island needs (React, the hydration code).
  const record = path.join(root, ISLANDS_SHELL_RECORD)
  if (!fs.existsSync(record))
    throw new Error(`${ISLANDS_SHELL_RECORD} is missing: run the islands step (scripts/build/islands.ts) first`)
  const islandsShell = JSON.parse(fs.readFileSync(record, 'utf8')) as string[]
  const styles = offlinePages.flatMap((p) => stylesheetsOf(fs.readFileSync(path.join(out, p), 'utf8'))).map(belowOut)
  const buildFiles = [...new Set([...styles, ...islandsShell])]
  const shell = [
    ...buildFiles,
    register,
    ...APP_ICONS.map((i) => i.file),
    ...locales.map((l) => belowOut(withBase(manifestPath(l)))),
    ...offlinePages,
  ]
  // A deploy that changes where money goes makes a new worker, which fetches the saved giving pages again.
  const version = givingVersion(pages)
  const { count, size } = await buildWorker(
    root,
    out,
    basePath,
    shell,
    Object.fromEntries(offlinePages.map((p) => [p, version])),
  )

  const findings = servedPagesFindings(pages, guardedFacts(await loadContent('en'), paypalClientId()), {
    basePath,
    now: Date.now(),
    files: typedInContent(CONTENT_ROOT),
  })
  if (findings.length) throw new Error(servedPagesMessage(findings))
  console.log(
    `Offline: a service worker precaching ${count} files (${(size / 1024).toFixed(1)} KB before compression), manifests and icons, the registration in ${pages.length} pages; the giving guard passes the pages as it serves them`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
