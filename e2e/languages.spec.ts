/**
 * The site in two languages: every page has a Kiswahili twin under /sw/, a language switch that keeps the
 * section, Kiswahili interface words and service times, and the head tags search engines use.
 */
import fs from 'node:fs'
import path from 'node:path'
import { real } from '../lib/content/pending'
import { routesOf } from '../lib/content/routes'
import { localePath } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { searchPath } from '../lib/search/paths'
import { expect, startForm, test } from './fixtures'
import { serviceLineOf } from './fixture-site/service-lines'
import { congregationWith, exportDir, pathOf, siteContent } from './site-content'
import { EMAILJS_SEND_FORM, formFields } from './third-party'

const kiswahili = () => siteContent('sw')

test.describe('two languages', { tag: '@desktop-too' }, () => {
  test("a visitor on a congregation's giving section switches to Kiswahili and back, staying on the section", async ({
    page,
  }) => {
    const c = await congregationWith('a giving section', (c) => c.sections.some((s) => s.kind === 'giving'))
    const give = c.sections.find((s) => s.kind === 'giving')!
    const sw = (await kiswahili()).congregations.find((e) => e.data.slug === c.data.slug)!
    await page.goto(`${pathOf(c.data.slug)}#${give.id}`)
    // The link that shows is the one keeping the section (CSS picks it once the browser has set :target).
    const toKiswahili = page.getByRole('link', { name: 'Kiswahili', exact: true })
    await expect(toKiswahili).toHaveAttribute('href', new RegExp(`#${give.id}$`))
    await toKiswahili.click()
    await expect(page).toHaveURL(new RegExp(`/sw${pathOf(c.data.slug)}#${give.id}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    // The section's heading and buttons are in Kiswahili.
    const section = page.locator(`#${give.id}`)
    await expect(section.getByRole('heading').first()).toHaveText(catalogues.sw.giving.heading)
    if (sw.data.giving?.paybill)
      await expect(
        section.getByRole('button', { name: new RegExp(`^${catalogues.sw.copy.button}`) }).first(),
      ).toBeVisible()
    const toEnglish = page.getByRole('link', { name: 'English', exact: true })
    await expect(toEnglish).toHaveAttribute('href', new RegExp(`${pathOf(c.data.slug)}#${give.id}$`))
    await toEnglish.click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(c.data.slug)}#${give.id}$`))
    await expect(page).not.toHaveURL(/\/sw\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the language switch is a plain link that keeps the section', async ({ page }) => {
      const c = await congregationWith('a giving section', (c) => c.sections.some((s) => s.kind === 'giving'))
      const give = c.sections.find((s) => s.kind === 'giving')!
      await page.goto(`${pathOf(c.data.slug)}#${give.id}`)
      const link = page.getByRole('link', { name: 'Kiswahili', exact: true })
      await expect(link).toHaveAttribute('hreflang', 'sw')
      await expect(link).toHaveAttribute('href', new RegExp(`#${give.id}$`))
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/sw${pathOf(c.data.slug)}#${give.id}$`))
      // On a page opened without a section, the switch leads to the top of the other language's page.
      await page.goto('/sw/')
      await page.getByRole('link', { name: 'English', exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  })

  test('Kiswahili pages tell service times the Swahili way, with the clock time beside', async ({ page }) => {
    const c = await congregationWith(
      'a visit section with a weekly service at a known time',
      (c) =>
        c.sections.some((s) => s.kind === 'visit') &&
        c.data.services.some((s) => s.repeats === 'weekly' && real(s.starts) !== undefined),
    )
    const sw = (await kiswahili()).congregations.find((e) => e.data.slug === c.data.slug)!
    const service = sw.data.services.find((s) => s.repeats === 'weekly' && real(s.starts) !== undefined)!
    await page.goto(localePath('sw', pathOf(c.data.slug)))
    const line = serviceLineOf(c.data.slug, service.title, 'sw')
    expect(line).toMatch(/saa .+ \(\d\d:\d\d\)/)
    await expect(page.locator('#main').getByText(line).first()).toBeVisible()
  })
})

// Markup checks run once.
test.describe('two languages: addresses and head tags', { tag: '@desktop-only' }, () => {
  test('every page has a Kiswahili twin; the sitemap lists both with their alternates once it is translated', async ({
    request,
  }) => {
    const content = await siteContent()
    // Which pages are translated, as their Kiswahili files say (a translation with no text yet leaves the page in
    // English).
    const sw = await kiswahili()
    const translated = new Set([
      ...(sw.home.lang === 'sw' ? [''] : []),
      ...[...sw.pages, ...sw.congregations].filter((e) => e.lang === 'sw').map((e) => e.data.slug),
    ])
    const slugs = [
      '',
      ...routesOf(content)
        .filter((r) => r.kind !== 'alias')
        .map((r) => r.slug),
    ]
    expect(
      slugs.filter((s) => !translated.has(s)),
      'pages of the fixture site whose translation has not started',
    ).not.toEqual([])
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entryOf = (address: string) =>
      sitemap.split('<url>').find((u) => new RegExp(`<loc>[^<]*${address.replace(/\//g, '\\/')}</loc>`).test(u))
    for (const slug of slugs) {
      const p = pathOf(slug)
      const twin = localePath('sw', p)
      expect(fs.existsSync(path.join(exportDir(), twin, 'index.html')), `${twin} is exported`).toBe(true)
      if (translated.has(slug)) {
        // Each <url> of a translated page names both languages and x-default.
        const entry = entryOf(twin)
        expect(entry, `${twin} is in the sitemap`).toBeDefined()
        for (const [lang, href] of [
          ['en', p],
          ['sw', twin],
          ['x-default', p],
        ] as const)
          expect(entry, `${twin}: ${lang}`).toMatch(
            new RegExp(`hreflang="${lang}"[^>]*href="[^"]*${href.replace(/\//g, '\\/')}"`),
          )
      } else {
        // Still in English: the English page is the one to index, without alternates.
        expect(entryOf(twin), `${twin}, not translated yet, is left out of the sitemap`).toBeUndefined()
        expect(entryOf(p), `${p} is in the sitemap`).not.toMatch(/hreflang=/)
      }
    }
  })

  test('a Kiswahili page names its language, its English twin and its locale', async ({ page }) => {
    const sw = await kiswahili()
    const c = sw.congregations.find((e) => e.lang === 'sw')!
    const p = pathOf(c.data.slug)
    await page.goto(localePath('sw', p))
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${p}$`))
    await expect(page.locator('link[rel="alternate"][hreflang="sw"]')).toHaveAttribute('href', new RegExp(`/sw${p}$`))
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`${p}$`),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/sw${p}$`))
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'sw_KE')
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_KE')
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    )
    expect(blocks.find((b) => b['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'sw' })
    await page.goto(p)
    const english = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    )
    expect(english.find((b) => b['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en' })
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_KE')
  })

  test('alias addresses forward in Kiswahili too', async ({ page }) => {
    const { site } = await siteContent()
    expect(site.aliases.length, "aliases in the fixture site's site.en.mdx").toBeGreaterThan(0)
    const alias = site.aliases[0]!
    await page.goto(`/sw/${alias.from}/`)
    await expect(page).toHaveURL(new RegExp(`${localePath('sw', alias.to).replace(/\//g, '\\/')}$`))
  })
})

/**
 * Every English interface text of the catalogue that Kiswahili says differently, as fragments a page
 * would show: texts with `{name}` placeholders or function values are cut where the values go.
 */
function englishInterfaceTexts(): string[] {
  const SAMPLE = '\u0001'
  const texts: string[] = []
  const walk = (en: unknown, sw: unknown, key: string) => {
    if (key === 'language') return // the other language's own name, by design
    if (typeof en === 'string') {
      if (en !== sw) texts.push(...en.split(/\{\w+\}/))
    } else if (typeof en === 'function') {
      const args = Array.from({ length: en.length }, () => SAMPLE)
      const a = String(en(...args))
      if (a !== String((sw as (...x: unknown[]) => unknown)(...args))) texts.push(...a.split(SAMPLE))
    } else if (en && typeof en === 'object')
      for (const [k, v] of Object.entries(en)) walk(v, (sw as Record<string, unknown>)[k], k)
  }
  walk(catalogues.en, catalogues.sw, '')
  // A fragment must say something: two words, or one word of four letters or more.
  return [...new Set(texts.map((t) => t.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')))].filter(
    (t) => /\s/.test(t) || t.length >= 4,
  )
}

// The scan of every page runs once.
test.describe('Kiswahili pages', { tag: '@desktop-only' }, () => {
  test.describe.configure({ timeout: 300_000 })

  test('show no English interface word (outside content marked as English)', async ({ page }) => {
    const content = await siteContent()
    /** Whether the text shows as words of its own (not inside a longer word). */
    const shows = (text: string, shown: string) =>
      new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown)
    // A word of the site's own name (content: "Church Ministry Kenya") is no interface word where the name shows.
    const name = (await siteContent('sw')).site.name
    const english = englishInterfaceTexts().filter((text) => !shows(text, name))
    expect(english.length).toBeGreaterThan(100)
    const routes = [
      ...[
        '/',
        ...routesOf(content)
          .filter((r) => r.kind !== 'alias')
          .map((r) => pathOf(r.slug)),
      ].map((p) => localePath('sw', p)),
      searchPath('sw'),
    ]
    // Visible text and the names screen readers read, of everything in `lang` (not marked as another language).
    const shownIn = (lang: string) =>
      page.evaluate((lang) => {
        const inLanguage = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang') === lang
        const parts: string[] = [document.title]
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement
          if (el && inLanguage(el) && !el.closest('script,style') && el.checkVisibility({ visibilityProperty: true }))
            parts.push(node.textContent ?? '')
        }
        for (const el of document.body.querySelectorAll('[aria-label],[title],[alt],[placeholder]'))
          if (inLanguage(el))
            for (const a of ['aria-label', 'title', 'alt', 'placeholder']) parts.push(el.getAttribute(a) ?? '')
        return parts.join('\n')
      }, lang)
    const englishIn = (shown: string) => english.filter((text) => shows(text, shown))
    // The scan finds the interface words where they belong: on the English twin of a page.
    const c = content.congregations.find((e) => e.sections.length > 3)!
    await page.goto(pathOf(c.data.slug))
    expect(englishIn(await shownIn('en')).length).toBeGreaterThan(10)
    const found: string[] = []
    for (const route of routes) {
      await page.goto(route)
      found.push(...englishIn(await shownIn('sw')).map((text) => `${route}: "${text}"`))
    }
    expect(found).toEqual([])
  })

  test('the contact form answers in Kiswahili, keeps what was typed when sending fails, and tells the ministry the language', async ({
    page,
  }) => {
    const t = catalogues.sw
    let status = 500
    const requests: import('@playwright/test').Request[] = []
    await page.route(EMAILJS_SEND_FORM, async (route) => {
      requests.push(route.request())
      await route.fulfill({ status, body: status === 500 ? 'Internal error' : 'OK' })
    })
    await page.goto((await kiswahili()).paths.contact)
    const form = page.getByRole('form', { name: t.forms.main.label })
    await startForm(form)
    await form.getByLabel(t.forms.main.name).fill('Amina Mwangi')
    await form.getByLabel(t.forms.main.email).fill('amina@example.org')
    await form.getByLabel(t.forms.main.subject).fill('Ombi la maombi')
    await form.getByLabel(t.forms.main.message).fill("Tafadhali tuombee wiki hii; ng'ombe wetu wamepotea.")
    await form.getByRole('button', { name: t.messageForm.send }).click()
    await expect(form.getByRole('alert').or(form.getByRole('status'))).toContainText(
      t.messageForm.failed.service.slice(0, 40),
    )
    await expect(form.getByLabel(t.forms.main.message)).toHaveValue(
      "Tafadhali tuombee wiki hii; ng'ombe wetu wamepotea.",
    )
    status = 200
    await form.getByRole('button', { name: t.messageForm.send }).click()
    await expect(form.getByRole('status')).toHaveText(t.messageForm.sent)
    expect(requests).toHaveLength(2)
    expect(await formFields(requests[1]!)).toMatchObject({ name: 'Amina Mwangi', language: 'Kiswahili' })
  })
})
