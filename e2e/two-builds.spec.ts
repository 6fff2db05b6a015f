/**
 * The two builds of the same content (lib/build-mode.ts): the public site shows only what the ministry
 * has supplied, the editors' preview shows every missing fact in place, marked with what to supply.
 * A temporary copy of the project gets two fictional congregations: "Fixture Pending", scaffolded by
 * `npm run new:congregation` with every fact a "TODO: ..." placeholder, and "Fixture Filled", with
 * every fact supplied (its photos generated here, not stand-ins). The copy is built for deployment
 * (with a site address) as the public site, then as the preview; both exports are visited (served
 * through page.route, as in scaffold-build.spec.ts) in English and Kiswahili.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { sectionIds } from '../lib/element-ids'
import { readEntries } from '../lib/content/load'
import { placeholderWhat } from '../lib/content/pending'
import { isPlaceholder } from '../lib/content/placeholder'
import { todosIn } from '../scripts/content/todo'
import { listFiles, relativePath } from '../lib/fs/list-files'
import { catalogues } from '../lib/i18n/messages'
import { fill } from '../lib/i18n/messages/fill'
import { deadLink } from '../lib/proofread/links'
import { proofreadPage } from '../lib/proofread/page'
import { MISSING_SITE_URL } from '../lib/site-url'
import { copyProject, removeCopy, runIn } from '../scripts/temp-build'
import { routeExport } from './route-export'
import { expect, test } from './fixtures'

const origin = 'https://two-builds.test'
const builds = ['public', 'preview'] as const
type Build = (typeof builds)[number]
const langs = ['en', 'sw'] as const
type Lang = (typeof langs)[number]

const pending = { name: 'Fixture Pending', slug: 'fixture-pending', region: 'Western' }
const filled = { name: 'Fixture Filled', slug: 'fixture-filled', region: 'Nairobi' }
/** The sections Fixture Filled lists: all of them, so that every section has something real to show. */
const filledSections = ['hero', 'weekly', 'visit', 'about', 'programs', 'leaders', 'giving', 'contact'] as const
/** Its photos: generated here, in a folder that is not `placeholders/`, so none is a stand-in. */
const filledPhotos = ['congregation', 'sunday-service', 'bible-study', 'gallery-1', 'gallery-2', 'leader-1', 'leader-2']

/**
 * Placeholders that are not text on the congregation's page, so the preview has nowhere there to mark
 * them (as in preview.spec.ts): its list photo and its description show when it is listed or shared.
 */
const NOT_ON_THE_PAGE = [/^photo\.src$/, /^description$/]

let copy = ''

/* ------------------------------------------------------------------ the fixtures */

/** Fixture Filled's English file: every fact supplied, fictional but real-looking. */
const filledEnglish = (menuOrder: string) => `---
# A fictional congregation for two-builds.spec.ts, with every fact supplied.
name: ${filled.name}
slug: ${filled.slug}
region: ${filled.region}
menuOrder: ${menuOrder}
description: ${filled.name} is a fictional congregation the tests build with every fact supplied.
services:
  - title: Sunday service
    repeats: weekly
    days: [Sunday]
    starts: "10:00"
    ends: "12:30"
    language: Kiswahili and English
  - title: Bible study
    repeats: weekly
    days: [Wednesday]
    starts: "18:00"
    ends: "19:30"
  - title: Women's fellowship
    repeats: monthly
    week: first
    days: [Saturday]
    starts: "14:00"
    note: Every woman of the area is welcome.
phone: "0712 345 678"
location:
  place: Fixture Road, Ngong town
  landmark: Opposite the fixture water kiosk
  coordinates: "-1.3612, 36.6558"
founded: 2005
giving:
  paybill: 247247
  account: FIXTURE-01
  note: Offerings support the congregation's work with its neighbours.
photo:
  src: fixtures/congregation.png
  alt: The members of ${filled.name} in front of their hall
sections: [${filledSections.join(', ')}]
heroSlides:
  - title: Welcome
    body: Welcome to ${filled.name}. Come and worship with us.
    services: [Sunday service]
  - title: Study the Word
    body: Every week we open the Bible together.
    services: [Bible study]
weeklyPrograms:
  - title: Sunday services
    services: [Sunday service]
    text: Our main service of the week, with singing and preaching.
    image:
      src: fixtures/sunday-service.png
      alt: Members of ${filled.name} singing at a Sunday service
  - title: Bible study
    services: [Bible study]
    text: A midweek evening of reading and prayer.
    image:
      src: fixtures/bible-study.png
      alt: A small group reading the Bible together
about:
  aboutUs: ${filled.name} is a fictional congregation that meets on Fixture Road in Ngong town.
  members: 40 adults, 15 children and 12 youth
  gallery:
    - src: fixtures/gallery-1.png
      alt: The hall of ${filled.name} on a Sunday morning
    - src: fixtures/gallery-2.png
      alt: Children of ${filled.name} at their Sunday school
programs:
  - name: Church building
    status: Ongoing
    text: The walls of the new hall are up.
  - name: Water tank
    status: Operational
    text: The tank serves the neighbours as well.
leaders:
  - name: Rev. Fixture Mwangi
    role: Senior Pastor
    bio: Rev. Fixture Mwangi has led the congregation since it was founded.
    photo:
      src: fixtures/leader-1.png
      alt: Rev. Fixture Mwangi
  - name: Deaconess Fixture Achieng
    role: Women's leader
    bio: Deaconess Fixture Achieng leads the women's fellowship.
    photo:
      src: fixtures/leader-2.png
      alt: Deaconess Fixture Achieng
contactIntro: Write to us and the pastor will answer.
---

${filled.name} meets every Sunday in its hall on Fixture Road.
`

/** Its Kiswahili translation, reviewed: every text of the English file. */
const filledKiswahili = `---
# The Kiswahili translation of ${filled.slug}.en.mdx (a fictional congregation for the tests).
reviewed: Mchungaji Fixture Mwangi, 2024-05-01
description: ${filled.name} ni kusanyiko la kubuni ambalo majaribio hujenga likiwa na kila taarifa.
services:
  - title: Ibada ya Jumapili
    language: Kiswahili na Kiingereza
  - title: Funzo la Biblia
  - title: Ushirika wa akina mama
    note: Kila mwanamke wa eneo hili anakaribishwa.
location:
  landmark: Mkabala na kioski cha maji cha majaribio
giving:
  note: Sadaka husaidia kazi ya kusanyiko kwa majirani wake.
photo:
  alt: Washiriki wa ${filled.name} mbele ya ukumbi wao
heroSlides:
  - title: Karibu
    body: Karibu ${filled.name}. Njoo uabudu pamoja nasi.
  - title: Jifunze Neno
    body: Kila wiki tunafungua Biblia pamoja.
weeklyPrograms:
  - title: Ibada za Jumapili
    text: Ibada yetu kuu ya wiki, yenye nyimbo na mahubiri.
    image:
      alt: Washiriki wa ${filled.name} wakiimba katika ibada ya Jumapili
  - title: Funzo la Biblia
    text: Jioni ya katikati ya wiki ya kusoma na kuomba.
    image:
      alt: Kikundi kidogo kikisoma Biblia pamoja
about:
  aboutUs: ${filled.name} ni kusanyiko la kubuni linalokutana barabara ya Fixture katika mji wa Ngong.
  members: Watu wazima 40, watoto 15 na vijana 12
  gallery:
    - alt: Ukumbi wa ${filled.name} asubuhi ya Jumapili
    - alt: Watoto wa ${filled.name} katika shule yao ya Jumapili
programs:
  - name: Jengo la kanisa
    text: Kuta za ukumbi mpya zimesimama.
  - name: Tangi la maji
    text: Tangi linawahudumia majirani pia.
leaders:
  - role: Mchungaji Mkuu
    bio: Mchungaji Fixture Mwangi ameongoza kusanyiko tangu lilipoanzishwa.
    photo:
      alt: Mchungaji Fixture Mwangi
  - role: Kiongozi wa akina mama
    bio: Shemasi Fixture Achieng anaongoza ushirika wa akina mama.
    photo:
      alt: Shemasi Fixture Achieng
contactIntro: Tuandikie na mchungaji atakujibu.
---

${filled.name} hukutana kila Jumapili katika ukumbi wake barabara ya Fixture.
`

const congregationFile = (slug: string, lang: Lang) => path.join(copy, 'content', 'congregations', `${slug}.${lang}.mdx`)

/** Scaffolds Fixture Filled (for its place in the menu), then writes every fact into it and its photos. */
async function writeFilledCongregation() {
  runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', filled.name, '--region', filled.region])
  const menuOrder = /^menuOrder: (\d+)$/m.exec(fs.readFileSync(congregationFile(filled.slug, 'en'), 'utf8'))?.[1]
  if (!menuOrder) throw new Error('the scaffolded congregation has no "menuOrder: <n>" line; update writeFilledCongregation()')
  fs.writeFileSync(congregationFile(filled.slug, 'en'), filledEnglish(menuOrder))
  fs.writeFileSync(congregationFile(filled.slug, 'sw'), filledKiswahili)
  const media = path.join(copy, 'content', 'media', 'fixtures')
  fs.mkdirSync(media, { recursive: true })
  for (const [i, name] of filledPhotos.entries())
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 + i * 30, g: 110, b: 200 - i * 20 } } })
      .png()
      .toFile(path.join(media, `${name}.png`))
}

/** What Fixture Pending's English file leaves to supply that its page shows: what content:todo lists, and its body's placeholder. */
function pendingFacts(): string[] {
  const entry = readEntries(path.join(copy, 'content')).entries.find((e) => e.source === `congregations/${pending.slug}.en.mdx`)
  if (!entry) throw new Error(`the copy has no content/congregations/${pending.slug}.en.mdx`)
  const fields = todosIn(entry.file, entry.raw).filter((t) => !NOT_ON_THE_PAGE.some((field) => field.test(t.field)))
  const body = entry.body.trim()
  return [...fields.map((t) => t.what), ...(isPlaceholder(body) ? [placeholderWhat(body)] : [])]
}

/* ------------------------------------------------------------------ reading a page */

const exportOf = (build: Build) => path.join(copy, `out-${build}`)
const pathOf = (slug: string, lang: Lang) => `${lang === 'sw' ? '/sw' : ''}/${slug}/`
const fileOf = (sitePath: string) => `${sitePath.slice(1)}index.html`
const htmlOf = (build: Build, sitePath: string) => fs.readFileSync(path.join(exportOf(build), fileOf(sitePath)), 'utf8')

async function visit(page: Page, build: Build, sitePath: string) {
  await page.unrouteAll()
  await routeExport(page, origin, exportOf(build))
  await page.goto(`${origin}${sitePath}`)
}

/** The parts of `main` a visitor meets, in order: the hero or title banner, then each section (id and heading). */
async function sectionsOf(page: Page): Promise<{ id: string; heading: string }[]> {
  return page.locator('main > [id]').evaluateAll((parts) =>
    parts.map((part) => ({ id: part.id, heading: (part.querySelector('h1, h2')?.textContent ?? '').replace(/\s+/g, ' ').trim() })),
  )
}

/** The in-page links (`#id`) of a navigation landmark, each once. */
async function anchorsIn(page: Page, name: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name, exact: true })
  await expect(nav, `the navigation "${name}"`).toHaveCount(1)
  const hrefs = await nav.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  return [...new Set(hrefs)]
}

/**
 * The top bar and the footer of a congregation's page link to the sections it shows, and to nothing
 * else: a visitor never follows a link to a section that is not there. (The "Programs" link leads to
 * "Happening weekly" where the page has it, else to the current programs.)
 */
async function expectAnchorsMatchSections(page: Page, lang: Lang, name: string) {
  const shown = (await sectionsOf(page)).map((s) => s.id)
  const linkable = shown.filter((id) => !(id === sectionIds.programs && shown.includes(sectionIds.weekly)))
  const t = catalogues[lang].microsite
  for (const nav of [t.label, fill(t.footerLabel, { name })]) {
    const anchors = await anchorsIn(page, nav)
    expect.soft(anchors.map((a) => a.slice(1)).sort(), `${page.url()}: the links of "${nav}" and the sections shown (${shown.join(', ')})`).toEqual([...linkable].sort())
  }
  // Every in-page link anywhere on the page (the skip link, "use the contact form", ...) has its target.
  const targets = await page.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
  const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), [...new Set(targets)])
  expect.soft(missing, `${page.url()}: in-page links to ids the page does not have`).toEqual([])
}

/** Links to a social network's front page (a missing address of the ministry's own page), as the proofreading check words them. */
async function socialFrontPages(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  return hrefs.filter((href) => deadLink(href)?.startsWith('the front page of'))
}

/** `data-pending` values on the page: what the preview marks as still to supply. */
async function marksOn(page: Page, within = 'body'): Promise<string[]> {
  return page.locator(`${within} [data-pending]`).evaluateAll((marks) => marks.map((m) => m.getAttribute('data-pending') ?? ''))
}

/** What `main` of an exported page holds, from its HTML (before any script runs): its text, pictures and links. */
async function mainContent(page: Page, html: string) {
  return page.evaluate((source) => {
    const main = new DOMParser().parseFromString(source, 'text/html').querySelector('main')
    if (!main) return undefined
    main.querySelectorAll('script, style, template, noscript').forEach((e) => e.remove())
    return {
      text: (main.textContent ?? '').replace(/\s+/g, ' ').trim(),
      pictures: [...main.querySelectorAll('img')].map((img) => `${img.getAttribute('alt')} <- ${img.getAttribute('src')}`),
      links: [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    }
  }, html)
}

/* ------------------------------------------------------------------ the tests */

test.describe('the public site and the editors\' preview of the same content', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'two builds are enough'))

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop') return
    test.setTimeout(900_000)
    copy = copyProject('two-builds-')
    runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', pending.name, '--region', pending.region])
    await writeFilledCongregation()
    // Both builds are for deployment, with the site's address (content/site.en.mdx may not have one yet).
    const deployment = { NEXT_PUBLIC_BASE_PATH: '', NEXT_PUBLIC_SITE_URL: origin, SITE_DEPLOY: '1' }
    runIn(copy, ['run', '-s', 'build'], deployment)
    fs.renameSync(path.join(copy, 'out'), exportOf('public'))
    runIn(copy, ['run', '-s', 'build'], { ...deployment, SITE_PREVIEW: '1' })
    fs.renameSync(path.join(copy, 'out'), exportOf('preview'))
  })

  test.afterAll(() => {
    if (copy) removeCopy(copy)
  })

  test('public: a congregation with every fact pending shows nothing unfinished, and its links name only the sections it shows', async ({ page }) => {
    for (const lang of langs) {
      const at = pathOf(pending.slug, lang)
      await visit(page, 'public', at)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(pending.name)
      // Nothing marked for editors, and nothing a visitor would read as unfinished (marker words,
      // stand-in pictures, sentences cut short, empty headings, links that lead nowhere).
      await expect.soft(page.locator('[data-pending]'), `${at}: marks of the preview`).toHaveCount(0)
      expect.soft(proofreadPage(htmlOf('public', at), fileOf(at), 'public'), `${at}: what the proofreading check finds`).toEqual([])
      await expectAnchorsMatchSections(page, lang, pending.name)
      expect.soft(await socialFrontPages(page), `${at}: links to a social network's front page`).toEqual([])
    }
  })

  test('preview: the same congregation shows every missing fact in place, marked with what to supply', async ({ page }) => {
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
      const unexplained = await page.locator('[data-pending]').evaluateAll(
        (elements, toSupply) => elements.filter((e) => !(e.textContent ?? '').includes(toSupply) && !(e.getAttribute('title') ?? '').startsWith(toSupply)).map((e) => e.outerHTML.slice(0, 200)),
        t.toSupply,
      )
      expect.soft(unexplained, `${at}: marks that say neither in words nor in their title "${t.toSupply}"`).toEqual([])
      // Every placeholder of the file that the page shows is marked, and nothing unmarked reads as unfinished.
      expect.soft(facts.filter((what) => !marks.includes(what)), `${at}: placeholders of ${pending.slug}.en.mdx not marked on the page`).toEqual([])
      expect.soft(proofreadPage(htmlOf('preview', at), fileOf(at), 'preview'), `${at}: what the proofreading check finds outside the marks`).toEqual([])

      // The layout the content describes is kept: the hero and the leaders, which the public build
      // leaves out (their slide text and the leader's name are missing), are here, marked.
      await expect(page.locator(`section#${hero}`)).toBeVisible()
      await expect(page.locator(`section#${leaders}`)).toBeVisible()
      expect.soft(await marksOn(page, `section#${leaders}`), `${at}: marks in the leaders section`).not.toEqual([])
      const preview = (await sectionsOf(page)).map((s) => s.id)
      await expectAnchorsMatchSections(page, lang, pending.name)

      await visit(page, 'public', at)
      const shown = (await sectionsOf(page)).map((s) => s.id)
      await expect(page.locator(`section#${hero}`), `${at}: the public build opens with the title banner instead`).toHaveCount(0)
      await expect(page.locator(`#${leaders}`)).toHaveCount(0)
      // The public page's sections are the preview's, in the same order, less those with nothing real.
      expect(shown, `${at}: the public sections within the preview's`).toEqual(preview.filter((id) => shown.includes(id)))
      // (the About section too: its text, founding year and body are all still to come)
      expect(preview.filter((id) => !shown.includes(id)).sort(), `${at}: the sections only the preview shows`).toEqual([sectionIds.about, leaders].sort())
    }
  })

  test('a congregation with every fact supplied shows the same sections and content in both builds, with no mark', async ({ page }) => {
    const expected = filledSections.map((kind) => sectionIds[kind])
    for (const lang of langs) {
      const at = pathOf(filled.slug, lang)
      const seen = {} as Record<Build, { sections: { id: string; heading: string }[]; content: Awaited<ReturnType<typeof mainContent>> }>
      for (const build of builds) {
        await visit(page, build, at)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(filled.name)
        const sections = await sectionsOf(page)
        expect(sections.map((s) => s.id), `${build} ${at}: the sections`).toEqual(expected)
        for (const { id, heading } of sections) {
          await expect.soft(page.locator(`main > #${id}`), `${build} ${at}: section #${id}`).toBeVisible()
          expect.soft(heading, `${build} ${at}: the heading of #${id}`).not.toBe('')
        }
        await expectAnchorsMatchSections(page, lang, filled.name)
        await expect.soft(page.locator('main [data-pending]'), `${build} ${at}: marks in the main content`).toHaveCount(0)
        seen[build] = { sections, content: await mainContent(page, htmlOf(build, at)) }
      }
      expect(seen.public.content, `${at}: main content`).toBeDefined()
      expect(seen.preview.sections, `${at}: sections and headings, preview against public`).toEqual(seen.public.sections)
      expect(seen.preview.content, `${at}: main content, preview against public`).toEqual(seen.public.content)
      expect.soft(proofreadPage(htmlOf('public', at), fileOf(at), 'public'), `${at}: what the proofreading check finds`).toEqual([])
    }
  })

  test('the public export names its own address everywhere, never localhost', () => {
    const files = listFiles(exportOf('public'), { extensions: ['.html', '.xml', '.ics', '.txt', '.json'] })
    expect(files.length).toBeGreaterThan(0)
    const withLocalhost = files.filter((file) => fs.readFileSync(file, 'utf8').includes('localhost')).map((file) => relativePath(exportOf('public'), file))
    expect(withLocalhost, 'files of out-public that name localhost').toEqual([])
  })

  test('a build for deployment without a site address stops before building, and says where to set it', () => {
    // Without an address anywhere: none in the environment, none in content/site.en.mdx.
    const site = path.join(copy, 'content', 'site.en.mdx')
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/^url: .*$/m, 'url: "TODO: the public address of the site"'))
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_DEPLOY: '1' }
    for (const name of ['NEXT_PUBLIC_SITE_URL', 'NETLIFY', 'CF_PAGES', 'URL', 'DEPLOY_PRIME_URL', 'CF_PAGES_URL']) delete env[name]
    const check = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], { cwd: copy, env, encoding: 'utf8' })
    expect(check.status, `npm run check:content without a site address:\n${check.stdout}\n${check.stderr}`).not.toBe(0)
    expect(check.stderr).toContain(MISSING_SITE_URL)
  })
})
