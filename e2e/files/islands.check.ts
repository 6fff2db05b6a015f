/**
 * The export guard (docs/islands.md): pages ship their islands, not Next.js's client runtime. It reads every
 * page of the fixture site's export from disk, so a Next.js upgrade that changes its output fails here instead
 * of shipping a page with a dead script or a second copy of the page. What the islands do in a browser is
 * e2e/islands.spec.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { attr } from '../../lib/html-tree'
import { isScriptFree } from '../../lib/islands/script-free'
import { ISLAND_TAG } from '../../lib/islands/markup'
import { listFiles, relativePath } from '../../lib/list-files'
import { EARLY, exportedPages, importsAnother, ISLANDS, LOADER, REGISTER, type ExportedPage } from '../export-files'
import { exportDir } from '../site-content'
import { setSiteUnderTest } from '../site-env'

setSiteUnderTest({})

/** The fixture site's pages, read and parsed once for every test here. */
let read: ExportedPage[] | undefined
const pages = () => (read ??= exportedPages(exportDir()))

/** A file the page refers to, on disk below out/ (addresses start with the base path, if any). */
const onDisk = (address: string) => {
  const at = address.indexOf('/_next/')
  return at >= 0 && fs.existsSync(path.join(exportDir(), address.slice(at)))
}

describe('the export guard', () => {
  test("no page carries Next.js's client runtime, its flight payload or an inline script", () => {
    const problems = pages().flatMap(({ page, html, elements }) => [
      ...(html.includes('__next_f') ? [`${page}: a flight payload (self.__next_f)`] : []),
      ...(/\/_next\/static\/chunks\/[^"'\s]*\.js/.test(html) ? [`${page}: refers to Next.js's chunks`] : []),
      ...elements
        .filter((e) => e.tagName === 'script')
        .flatMap((script) => {
          const src = attr(script, 'src')
          const type = attr(script, 'type') ?? ''
          if (src === undefined)
            return type === 'application/ld+json' ? [] : [`${page}: an inline script of type "${type}"`]
          if (REGISTER.test(src))
            return attr(script, 'defer') === undefined
              ? [`${page}: the registration script is not deferred`]
              : onDisk(src)
                ? []
                : [`${page}: ${src} is not in the export`]
          if (!(LOADER.test(src) || EARLY.test(src)) || type !== 'module')
            return [
              `${page}: a script that is not the islands' loader, an island's early script or the registration: ${src}`,
            ]
          return onDisk(src) ? [] : [`${page}: ${src} is not in the export`]
        }),
      ...elements
        .filter(
          (e) =>
            e.tagName === 'link' &&
            ['modulepreload', 'preload'].includes(attr(e, 'rel') ?? '') &&
            attr(e, 'as') !== 'font' &&
            attr(e, 'as') !== 'image',
        )
        .flatMap((link) => {
          const href = attr(link, 'href') ?? ''
          // Island code too is fetched only after the first paint (lib/islands/load.ts).
          return [
            `${page}: preloads ${href}${href.includes(ISLANDS) ? ', island code, which waits for the first paint' : ''}`,
          ]
        }),
    ])
    expect(problems).toEqual([])
  })

  test('a page loads the islands loader exactly when it has an island with code, and every island names a built one', () => {
    const built = fs.readdirSync(path.join(exportDir(), ISLANDS))
    const problems = pages().flatMap(({ page, html, elements }) => {
      const islands = elements.filter((e) => e.tagName === ISLAND_TAG)
      // A page marked script-free (a poster) has no registration either.
      const registrationsDue = isScriptFree(html) ? 0 : 1
      const loaders = elements.filter((e) => e.tagName === 'script' && LOADER.test(attr(e, 'src') ?? ''))
      const registrations = elements.filter((e) => e.tagName === 'script' && REGISTER.test(attr(e, 'src') ?? ''))
      const unknown = islands
        .map((e) => attr(e, 'data-island') ?? '')
        .filter((name) => !built.some((file) => file.startsWith(`${name}-`)))
      const scripts = elements.filter((e) => e.tagName === 'script').map((e) => attr(e, 'src') ?? '')
      // An island without code for the loader is one that is only its early script (the copy buttons): that script
      // must be on the page, or the island does nothing.
      const started = islands.filter((e) => attr(e, 'data-code') !== undefined)
      const scriptless = islands
        .filter((e) => attr(e, 'data-code') === undefined)
        .map((e) => attr(e, 'data-island') ?? '')
        .filter((name) => !scripts.some((src) => EARLY.exec(src)?.[1] === name))
        .map((name) => `${page}: the "${name}" island has neither code nor its early script`)
      // Each early script belongs to an island of the page and comes after the loader, which must hear it.
      const early = scripts.flatMap((src, at) => {
        const island = EARLY.exec(src)?.[1]
        if (!island) return []
        if (!islands.some((e) => attr(e, 'data-island') === island))
          return [`${page}: the early script of "${island}", an island it does not have`]
        return scripts.findIndex((s) => LOADER.test(s)) < at
          ? []
          : [`${page}: the early script of "${island}" before the loader`]
      })
      const form = islands.some((e) => attr(e, 'data-island') === 'message-form')
      return [
        ...early,
        // The guard that holds a Send pressed before the form starts (lib/forms/guard.ts).
        ...(form && !scripts.some((src) => EARLY.exec(src)?.[1] === 'message-form')
          ? [`${page}: a message form without its guard`]
          : []),
        ...scriptless,
        ...(started.length > 0 && loaders.length !== 1
          ? [`${page}: ${started.length} islands with code, ${loaders.length} loaders`]
          : []),
        ...(started.length === 0 && loaders.length > 0 ? [`${page}: a loader but no island with code`] : []),
        ...(registrations.length !== registrationsDue
          ? [`${page}: ${registrations.length} registration scripts, not ${registrationsDue}`]
          : []),
        ...unknown.map((name) => `${page}: no code was built for the "${name}" island`),
      ]
    })
    expect(problems).toEqual([])
    // Some pages have islands and some have none: the guard above looked at both kinds.
    const withIslands = pages().filter(({ elements }) => elements.some((e) => e.tagName === ISLAND_TAG)).length
    expect(withIslands).toBeGreaterThan(0)
  })

  test('a DOM island that starts at the first action is one file: its code imports nothing', () => {
    // Each module more is more tasks, at the first action, before the island answers it (docs/islands.md).
    const tapped = new Map<string, string>()
    for (const { elements } of pages())
      for (const e of elements)
        if (e.tagName === ISLAND_TAG && attr(e, 'data-enhance') && attr(e, 'data-load') === 'interaction')
          tapped.set(attr(e, 'data-island') ?? '', attr(e, 'data-code') ?? '')
    expect(tapped.size, 'DOM islands that start at the first action').toBeGreaterThan(0)
    const importing = [...tapped].filter(([, code]) => {
      const text = fs.readFileSync(path.join(exportDir(), code.slice(code.indexOf('/_next/'))), 'utf8')
      return importsAnother(text)
    })
    expect(importing.map(([name, code]) => `${name}: ${code}`)).toEqual([])
  })

  test('an early script is one file: it imports nothing as it runs, only its lazy parts when it needs them', () => {
    // A shared chunk is one more module in the page's first moments, run whole whatever the script uses of it.
    const early = new Set<string>()
    for (const { elements } of pages())
      for (const e of elements) {
        const src = e.tagName === 'script' ? (attr(e, 'src') ?? '') : ''
        if (EARLY.test(src)) early.add(src)
      }
    expect(early.size, 'early scripts').toBeGreaterThan(0)
    const importing = [...early].filter((src) => {
      const text = fs.readFileSync(path.join(exportDir(), src.slice(src.indexOf('/_next/'))), 'utf8')
      return /\bfrom\s*["']|\bimport\s*["']/.test(text)
    })
    expect(importing).toEqual([])
  })

  test("Next.js's flight files, read only by its client router, are not published", () => {
    const flight = listFiles(exportDir(), { extensions: ['.txt'], skipFolders: ['_next'] })
      .map((file) => relativePath(exportDir(), file))
      .filter((file) => /(^|\/)(index|__next\.[^/]*)\.txt$/.test(file))
    expect(flight).toEqual([])
  })
})
