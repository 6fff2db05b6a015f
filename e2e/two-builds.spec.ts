/**
 * The two builds of the same content (lib/build-mode.ts): the public site shows only what the ministry
 * has supplied, the editors' preview shows every missing fact in place, marked with what to supply.
 * The fixture site (npm run build:fixture) has two fictional congregations for it: "Fixture Pending",
 * as `npm run new:congregation` scaffolded it, with every fact a "TODO: ..." placeholder, and "Fixture
 * Filled", with every fact supplied (its photos generated, not stand-ins). It is built for deployment
 * (with a site address) as the public site and as the preview; both exports are visited (served through
 * page.route under the site's address, as in content-changes.spec.ts) in English and Kiswahili.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { sectionIds } from '../lib/element-ids'
import { readEntries } from '../lib/content/load'
import { placeholderWhat } from '../lib/content/pending'
import { isPlaceholder } from '../lib/content/placeholder'
import { todosIn } from '../scripts/editors/placeholders'
import { listFiles, relativePath } from '../lib/list-files'
import { catalogues } from '../lib/i18n/messages'
import { deadLink } from '../lib/proofread/links'
import { proofreadPage } from '../lib/proofread/page'
import { MISSING_SITE_URL } from '../lib/site-url'
import { FIXTURE_SITE_URL } from '../scripts/testing/temp-build'
import { routeExport } from './route-export'
import { expect, test } from './fixtures'
import { contentRoot } from './site-content'
import { expectAnchorsMatchSections, sectionsOf } from './microsite'

const origin = FIXTURE_SITE_URL
const builds = ['public', 'preview'] as const
type Build = (typeof builds)[number]
const langs = ['en', 'sw'] as const
type Lang = (typeof langs)[number]

const pending = { name: 'Fixture Pending', slug: 'fixture-pending', region: 'Western' }
const filled = { name: 'Fixture Filled', slug: 'fixture-filled', region: 'Nairobi' }
/** The sections Fixture Filled lists: all of them, so that every section has something real to show. */
const filledSections = ['hero', 'weekly', 'visit', 'about', 'programs', 'leaders', 'giving', 'contact'] as const

/**
 * Placeholders that are not text on the congregation's page, so the preview has nowhere there to mark
 * them (as in preview.spec.ts): its list photo and its description show when it is listed or shared.
 */
const NOT_ON_THE_PAGE = [/^photo\.src$/, /^description$/]

/**
 * What Fixture Pending's English file and its giving file leave to supply that its page shows: what content:todo lists,
 * and its body's placeholder.
 */
function pendingFacts(): string[] {
  const { entries } = readEntries(contentRoot())
  const entry = entries.find((e) => e.source === `congregations/${pending.slug}.en.mdx`)
  if (!entry) throw new Error(`the fixture site has no content/congregations/${pending.slug}.en.mdx`)
  const giving = entries.find((e) => e.source === `giving/${pending.slug}.en.mdx`)
  const fields = [entry, ...(giving ? [giving] : [])]
    .flatMap((e) => todosIn(e.file, e.raw))
    .filter((t) => !NOT_ON_THE_PAGE.some((field) => field.test(t.field)))
  const body = entry.body.trim()
  return [...fields.map((t) => t.what), ...(isPlaceholder(body) ? [placeholderWhat(body)] : [])]
}

/* ------------------------------------------------------------------ reading a page */

const exportOf = (build: Build) => path.join(process.cwd(), build === 'public' ? 'out-fixture' : 'out-fixture-preview')
const pathOf = (slug: string, lang: Lang) => `${lang === 'sw' ? '/sw' : ''}/${slug}/`
const fileOf = (sitePath: string) => `${sitePath.slice(1)}index.html`
const htmlOf = (build: Build, sitePath: string) => fs.readFileSync(path.join(exportOf(build), fileOf(sitePath)), 'utf8')

async function visit(page: Page, build: Build, sitePath: string) {
  await page.unrouteAll()
  await routeExport(page, origin, exportOf(build))
  await page.goto(`${origin}${sitePath}`)
}

/**
 * Links to a social network's front page (a missing address of the ministry's own page), as the proofreading check
 * words them.
 */
async function socialFrontPages(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  return hrefs.filter((href) => deadLink(href)?.startsWith('the front page of'))
}

/** `data-pending` values on the page: what the preview marks as still to supply. */
async function marksOn(page: Page, within = 'body'): Promise<string[]> {
  return page
    .locator(`${within} [data-pending]`)
    .evaluateAll((marks) => marks.map((m) => m.getAttribute('data-pending') ?? ''))
}

/** What `main` of an exported page holds, from its HTML (before any script runs): its text, pictures and links. */
async function mainContent(page: Page, html: string) {
  return page.evaluate((source) => {
    const main = new DOMParser().parseFromString(source, 'text/html').querySelector('main')
    if (!main) return undefined
    main.querySelectorAll('script, style, template, noscript').forEach((e) => e.remove())
    return {
      text: (main.textContent ?? '').replace(/\s+/g, ' ').trim(),
      pictures: [...main.querySelectorAll('img')].map(
        (img) => `${img.getAttribute('alt')} <- ${img.getAttribute('src')}`,
      ),
      links: [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    }
  }, html)
}

/* ------------------------------------------------------------------ the tests */

// The builds are the same at every width.
test.describe("the public site and the editors' preview of the same content", { tag: '@desktop-only' }, () => {
  test('public: a congregation with every fact pending shows nothing unfinished, and its links name only the sections it shows', async ({
    page,
  }) => {
    for (const lang of langs) {
      const at = pathOf(pending.slug, lang)
      await visit(page, 'public', at)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(pending.name)
      // Nothing marked for editors, and nothing a visitor would read as unfinished (marker words,
      // stand-in pictures, sentences cut short, empty headings, links that lead nowhere).
      await expect.soft(page.locator('[data-pending]'), `${at}: marks of the preview`).toHaveCount(0)
      expect
        .soft(proofreadPage(htmlOf('public', at), fileOf(at), 'public'), `${at}: what the proofreading check finds`)
        .toEqual([])
      await expectAnchorsMatchSections(page, lang, pending.name)
      expect.soft(await socialFrontPages(page), `${at}: links to a social network's front page`).toEqual([])
    }
  })

  test('preview: the same congregation shows every missing fact in place, marked with what to supply', async ({
    page,
  }) => {
    const facts = pendingFacts()
    expect(facts.length, 'placeholders of the scaffolded congregation').toBeGreaterThan(0)
    const { hero, leaders } = sectionIds
    for (const lang of langs) {
      const t = catalogues[lang].pending
      const at = pathOf(pending.slug, lang)
      await visit(page, 'preview', at)
      await expect(page.locator('html')).toHaveAttribute('data-build', 'preview')
      await expect(page.getByRole('note').filter({ hasText: t.previewBanner })).toBeVisible()

      // Each mark says what to supply, in the office's words (without the "TODO:" editors write) ...
      const marks = await marksOn(page)
      expect(marks.length, `${at}: marked facts`).toBeGreaterThan(0)
      for (const what of marks) {
        expect.soft(what.trim(), `${at}: a mark without what to supply`).not.toBe('')
        expect.soft(what, `${at}: a mark with the raw placeholder`).not.toMatch(/^TODO\b/)
      }
      // ... and says so: the words "To supply: ...", or, on a stand-in (a picture, a link), as its title.
      const unexplained = await page
        .locator('[data-pending]')
        .evaluateAll(
          (elements, toSupply) =>
            elements
              .filter(
                (e) =>
                  !(e.textContent ?? '').includes(toSupply) && !(e.getAttribute('title') ?? '').startsWith(toSupply),
              )
              .map((e) => e.outerHTML.slice(0, 200)),
          t.toSupply,
        )
      expect.soft(unexplained, `${at}: marks that say neither in words nor in their title "${t.toSupply}"`).toEqual([])
      // Every placeholder of the file that the page shows is marked, and nothing unmarked reads as unfinished.
      expect
        .soft(
          facts.filter((what) => !marks.includes(what)),
          `${at}: placeholders of ${pending.slug}.en.mdx not marked on the page`,
        )
        .toEqual([])
      expect
        .soft(
          proofreadPage(htmlOf('preview', at), fileOf(at), 'preview'),
          `${at}: what the proofreading check finds outside the marks`,
        )
        .toEqual([])

      // The layout the content describes is kept: the hero and the leaders, which the public build
      // leaves out (their slide text and the leader's name are missing), are here, marked.
      await expect(page.locator(`section#${hero}`)).toBeVisible()
      await expect(page.locator(`section#${leaders}`)).toBeVisible()
      expect.soft(await marksOn(page, `section#${leaders}`), `${at}: marks in the leaders section`).not.toEqual([])
      const preview = (await sectionsOf(page)).map((s) => s.id)
      await expectAnchorsMatchSections(page, lang, pending.name)

      await visit(page, 'public', at)
      const shown = (await sectionsOf(page)).map((s) => s.id)
      await expect(
        page.locator(`section#${hero}`),
        `${at}: the public build opens with the title banner instead`,
      ).toHaveCount(0)
      await expect(page.locator(`#${leaders}`)).toHaveCount(0)
      // The public page's sections are the preview's, in the same order, less those with nothing real.
      expect(shown, `${at}: the public sections within the preview's`).toEqual(
        preview.filter((id) => shown.includes(id)),
      )
      // (the About section too: its text, founding year and body are all still to come)
      expect(preview.filter((id) => !shown.includes(id)).sort(), `${at}: the sections only the preview shows`).toEqual(
        [sectionIds.about, leaders].sort(),
      )
    }
  })

  test('a congregation with every fact supplied shows the same sections and content in both builds, with no mark', async ({
    page,
  }) => {
    const expected = filledSections.map((kind) => sectionIds[kind])
    for (const lang of langs) {
      const at = pathOf(filled.slug, lang)
      const seen = {} as Record<
        Build,
        { sections: { id: string; heading: string }[]; content: Awaited<ReturnType<typeof mainContent>> }
      >
      for (const build of builds) {
        await visit(page, build, at)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(filled.name)
        const sections = await sectionsOf(page)
        expect(
          sections.map((s) => s.id),
          `${build} ${at}: the sections`,
        ).toEqual(expected)
        for (const { id, heading } of sections) {
          await expect.soft(page.locator(`main > #${id}`), `${build} ${at}: section #${id}`).toBeVisible()
          expect.soft(heading, `${build} ${at}: the heading of #${id}`).not.toBe('')
        }
        await expectAnchorsMatchSections(page, lang, filled.name)
        await expect
          .soft(page.locator('main [data-pending]'), `${build} ${at}: marks in the main content`)
          .toHaveCount(0)
        seen[build] = { sections, content: await mainContent(page, htmlOf(build, at)) }
      }
      expect(seen.public.content, `${at}: main content`).toBeDefined()
      expect(seen.preview.sections, `${at}: sections and headings, preview against public`).toEqual(
        seen.public.sections,
      )
      expect(seen.preview.content, `${at}: main content, preview against public`).toEqual(seen.public.content)
      expect
        .soft(proofreadPage(htmlOf('public', at), fileOf(at), 'public'), `${at}: what the proofreading check finds`)
        .toEqual([])
    }
  })

  test('the public export names its own address everywhere, never localhost', () => {
    const files = listFiles(exportOf('public'), { extensions: ['.html', '.xml', '.ics', '.txt', '.json'] })
    expect(files.length).toBeGreaterThan(0)
    const withLocalhost = files
      .filter((file) => fs.readFileSync(file, 'utf8').includes('localhost'))
      .map((file) => relativePath(exportOf('public'), file))
    expect(withLocalhost, 'files of out-public that name localhost').toEqual([])
  })

  test('a build for deployment without a site address stops before building, and says where to set it', () => {
    // Without an address anywhere: none in the environment, none in the fixture's site.en.mdx.
    expect(fs.readFileSync(path.join(contentRoot(), 'site.en.mdx'), 'utf8')).toMatch(/^url: "TODO: /m)
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_DEPLOY: '1' }
    for (const name of ['NEXT_PUBLIC_SITE_URL', 'NETLIFY', 'CF_PAGES', 'URL', 'DEPLOY_PRIME_URL', 'CF_PAGES_URL'])
      delete env[name]
    const check = spawnSync('npx', ['tsx', 'scripts/build/check-content.ts', contentRoot()], { env, encoding: 'utf8' })
    expect(check.status, `npm run check:content without a site address:\n${check.stdout}\n${check.stderr}`).not.toBe(0)
    expect(check.stderr).toContain(MISSING_SITE_URL)
  })
})
