/**
 * The site's search (docs/search.md), on the fixture site's public export in both languages: subjects
 * are picked from content (a congregation by its name and by its region, a ministry page by a word of
 * its body, a Kiswahili word of a translated page), never by name. Also: no result, the query kept in
 * the address through reload and back, the keyboard alone, the page without JavaScript (every page of
 * its language), the ways to it from the bars, and that nothing of it is fetched before it is used.
 */
import type { Page } from '@playwright/test'
import { normalise } from '../lib/congregation/finder'
import { routesOf } from '../lib/content/routes'
import type { Content, Entry } from '../lib/content/types'
import { localePath, type Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { pageKinds } from '../lib/search/kinds'
import { SEARCH_INDEX_DIR, searchPath } from '../lib/search/paths'
import { axeScan } from './axe'
import { expect, expectHydrated, test } from './fixtures'
import { congregationWith, escapeRegExp, lacking, pathOf, plainParagraphs, siteContent } from './site-content'
import { codeContaining, gate, holdIslandCode, openAndIdle, REACT_CODE } from './third-party'

const field = (page: Page, locale: Locale = 'en') =>
  page.getByRole('main').getByRole('searchbox', { name: catalogues[locale].search.label })
const status = (page: Page) => page.getByRole('status')
/** A catalogue text as a pattern: its placeholders stand for any words. */
const asPattern = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('.*')
/** What the status says when pages are found, in either language. */
const FOUND = new RegExp(
  (['en', 'sw'] as const)
    .flatMap((l) => [catalogues[l].search.one, catalogues[l].search.many])
    .map(asPattern)
    .join('|'),
)
/** The results: the list named by the status that counts them. */
const results = (page: Page) => page.getByRole('list', { name: FOUND })
const resultLinks = (page: Page) => results(page).getByRole('listitem').getByRole('heading').getByRole('link')
const pageOf = (locale: Locale, path: string) => localePath(locale, path)
const INDEX_FILES = new RegExp(`/${SEARCH_INDEX_DIR}/`)

/**
 * Opens the search page of a language. With a query its search starts as the page opens, and this waits for
 * it; without one it starts at the visitor's first action on it (docs/islands.md), and the tests act at
 * once, as a visitor does: what they do before it runs is done again once it does.
 */
async function openSearch(page: Page, locale: Locale = 'en', query?: string) {
  if (query === undefined) {
    await page.goto(searchPath(locale))
    return await expect(field(page, locale)).toBeVisible()
  }
  await page.goto(`${searchPath(locale)}?q=${encodeURIComponent(query)}`)
  await expectHydrated(field(page, locale))
}

/** Types the words into the search field, as a visitor does, and presses Enter. */
async function searchFor(page: Page, words: string, locale: Locale = 'en') {
  await field(page, locale).fill(words)
  await field(page, locale).press('Enter')
  await expect(status(page)).toContainText(words)
}

/** The words of a text, lower case and without accents or punctuation. */
const wordsOf = (text: string) => normalise(text).split(' ').filter(Boolean)

/** The longest word of an entry's plain prose that `excluded` does not hold: a word that finds it and few others. */
function rareWord(
  entry: Pick<Entry<unknown>, 'file' | 'source'>,
  excluded: Set<string> = new Set(),
): string | undefined {
  const words = wordsOf((plainParagraphs(entry) ?? []).join(' ')).filter((w) => /^\p{L}+$/u.test(w) && !excluded.has(w))
  return words.sort((a, b) => b.length - a.length)[0]
}

/** A congregation whose one-word name no other congregation's name holds. */
async function congregationByName() {
  const all = (await siteContent()).congregations
  return congregationWith('a one-word name that no other congregation shares', (c) => {
    const [name, ...more] = wordsOf(c.data.name)
    return !!name && more.length === 0 && all.every((o) => o === c || !wordsOf(o.data.name).includes(name))
  })
}

/**
 * The paths every page of a language has (content's routes, aliases aside, and the home page), as the search page's
 * list of every page must link them.
 */
function everyPage(content: Content, locale: Locale): string[] {
  return ['/', ...routesOf(content).flatMap((r) => (r.kind === 'alias' ? [] : [pathOf(r.slug)]))].map((p) =>
    pageOf(locale, p),
  )
}

test.describe('search', () => {
  test('a congregation is found by its name, and reached in one tap from the results', async ({ page }) => {
    const c = (await congregationByName()).data
    await openSearch(page)
    await searchFor(page, c.name)
    const first = resultLinks(page).first()
    await expect(first).toHaveText(catalogues.en.meta.congregationTitle.replace('{name}', c.name))
    await expect(results(page).getByRole('listitem').first()).toContainText(catalogues.en.search.kinds.congregation)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(c.slug)}$`))
  })

  test('the congregations of a region are found by its name, with the kind filter', async ({ page }) => {
    const content = await siteContent()
    const c = (await congregationByName()).data
    const inRegion = content.congregations.filter((o) => o.data.region === c.region)
    await openSearch(page)
    await page
      .getByRole('combobox', { name: catalogues.en.search.kind })
      .selectOption({ label: catalogues.en.search.groups.congregation })
    await searchFor(page, c.region)
    await expect(page).toHaveURL(/[?&]kind=congregation(&|$)/)
    const found = await resultLinks(page).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    )
    expect(found.length).toBeGreaterThanOrEqual(inRegion.length)
    for (const o of inRegion) expect(found, o.data.name).toContain(pathOf(o.data.slug))
    // Only congregations: the filter holds.
    for (const kind of await results(page).getByRole('listitem').locator('p:first-of-type').allTextContents())
      expect(kind).toBe(catalogues.en.search.kinds.congregation)
  })

  test('a ministry page is found by a word of its body, the word marked in its excerpt', async ({ page }) => {
    const content = await siteContent()
    const kinds = pageKinds(content)
    const ministry =
      content.pages.find((p) => kinds.get(pathOf(p.data.slug)) === 'ministry' && rareWord(p)) ??
      lacking('ministry page (under a menu item with "kind: ministry") with a plain prose body')
    const word = rareWord(ministry)!
    await openSearch(page)
    await searchFor(page, word)
    const item = results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: ministry.data.title, exact: true }) })
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(catalogues.en.search.kinds.ministry)
    await expect(item.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
    await item.getByRole('link', { name: ministry.data.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(ministry.data.slug)}$`))
  })

  test('a Kiswahili word finds the Kiswahili page and not the English one', async ({ page }) => {
    const [en, sw] = [await siteContent('en'), await siteContent('sw')]
    const english = (slug: string) => en.pages.find((p) => p.data.slug === slug)!
    const subject =
      sw.pages
        .filter((p) => p.lang === 'sw' && p.bodyLang === 'sw')
        .map((p) => ({
          p,
          word: rareWord(
            p,
            new Set(
              wordsOf([english(p.data.slug).data.title, ...(plainParagraphs(english(p.data.slug)) ?? [])].join(' ')),
            ),
          ),
        }))
        .find((s) => s.word) ?? lacking('page translated into Kiswahili with a plain prose body')
    const { p, word } = subject
    await openSearch(page, 'sw')
    await searchFor(page, word!, 'sw')
    const found = await resultLinks(page).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    )
    expect(found).toContain(pageOf('sw', pathOf(p.data.slug)))
    expect(found.filter((f) => !f.startsWith('/sw/'))).toEqual([])
    // The English search does not find the English page by it.
    await openSearch(page, 'en', word)
    await expect(status(page)).toContainText(word!)
    await expect(results(page).getByRole('link', { name: english(p.data.slug).data.title, exact: true })).toHaveCount(0)
  })

  test('a query with no result says so and offers the list of every page', async ({ page }) => {
    const t = catalogues.en.search
    await openSearch(page)
    await searchFor(page, 'zqxwvj')
    await expect(status(page)).toHaveText(t.none.replace('{query}', 'zqxwvj').replace('{index}', t.index))
    await expect(results(page)).toHaveCount(0)
    await status(page).getByRole('link', { name: t.index }).click()
    await expect(page.getByRole('heading', { level: 2, name: t.siteIndex })).toBeInViewport()
  })

  test('the query survives reload and back', async ({ page }) => {
    const c = (await congregationByName()).data
    await openSearch(page)
    await searchFor(page, c.name)
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(c.name).replace(/%20/g, '\\+')}$`))
    await page.reload()
    await expect(field(page)).toHaveValue(c.name)
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    await resultLinks(page).first().click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(c.slug)}$`))
    await page.goBack()
    await expect(field(page)).toHaveValue(c.name)
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
  })

  test('back returns to the earlier search', async ({ page }) => {
    const c = (await congregationByName()).data
    await openSearch(page, 'en', c.name)
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    await searchFor(page, c.region)
    await page.goBack()
    await expect(field(page)).toHaveValue(c.name)
    await expect(status(page)).toContainText(c.name)
  })

  test('no React comes with the page; words typed and Enter pressed before the search runs are all kept and searched', async ({
    page,
  }) => {
    const c = (await congregationByName()).data
    const code = await openAndIdle(page, searchPath('en'))
    expect(await codeContaining(page, code, REACT_CODE), 'React fetched before any action').toEqual([])
    const held = await holdIslandCode(page)
    await field(page).click()
    await page.keyboard.type(c.name)
    await page.keyboard.press('Enter')
    await expect(field(page)).toHaveValue(c.name)
    // The form's Enter is held for the search: the page does not reload.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(searchPath('en'))}$`))
    held.open()
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    await expect(status(page)).toContainText(c.name)
    await expect(field(page)).toHaveValue(c.name)
    expect(await codeContaining(page, code, REACT_CODE), 'React, with the first action').not.toEqual([])
  })

  test('Search looks for the words the field shows, even before the island has rendered the last of them', async ({
    page,
  }) => {
    const c = (await congregationByName()).data
    await openSearch(page, 'en', c.region)
    await expect(status(page)).toContainText(c.region)
    // Letters the browser holds that React has not heard of yet (typed as the island started): Enter then.
    await field(page).evaluate((input: HTMLInputElement, name) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, name)
    }, c.name)
    await field(page).press('Enter')
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    await expect(status(page)).toContainText(c.name)
    await expect(field(page)).toHaveValue(c.name)
  })

  test('letters in the field as the island starts are kept and searched, without Enter', async ({ page }) => {
    const c = (await congregationByName()).data
    await openSearch(page)
    // Letters the browser put in the field that no script heard of (typed as the island started, before
    // React listens): the island, starting at the focus that follows, takes them as typed.
    await field(page).evaluate((input: HTMLInputElement, name) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, name)
    }, c.name)
    await field(page).focus()
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    await expect(field(page)).toHaveValue(c.name)
  })

  test('as letters are typed, the pages whose title has them are listed at once, before the search library comes; its results then replace them', async ({
    page,
  }) => {
    const c = (await congregationByName()).data
    const library = gate()
    const asked: string[] = []
    await page.route(INDEX_FILES, async (route) => {
      asked.push(route.request().url())
      await library.opened
      await route.continue()
    })
    for (const locale of ['en', 'sw'] as const) {
      await openSearch(page, locale)
      await field(page, locale).pressSequentially(c.name.toLowerCase())
      // Listed under the status that says the search is on its way: from the list of every page, by its title.
      const titles = page.getByRole('list', { name: catalogues[locale].search.searching })
      await expect(titles.getByRole('link', { name: c.name, exact: true })).toHaveAttribute(
        'href',
        pageOf(locale, pathOf(c.slug)),
      )
      await expect(titles.getByRole('listitem').first()).toContainText(catalogues[locale].search.kinds.congregation)
    }
    expect(asked.length, 'the search library and index were asked for, and are still on their way').toBeGreaterThan(0)
    library.open()
    await expect(resultLinks(page).first()).toHaveAttribute('href', pageOf('sw', pathOf(c.slug)))
    await expect(page.getByRole('list', { name: catalogues.sw.search.searching })).toHaveCount(0)
  })

  test('opened with a query, it searches at once, before any action', async ({ page }) => {
    const c = (await congregationByName()).data
    await page.goto(`${searchPath('en')}?q=${encodeURIComponent(c.name)}`)
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
  })

  test('works by keyboard alone', async ({ page }) => {
    const c = (await congregationByName()).data
    await openSearch(page)
    // The skip link, then into the page's content: the search field is its first control.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(field(page)).toBeFocused()
    await page.keyboard.type(c.name)
    await page.keyboard.press('Enter')
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
    for (
      let i = 0;
      i < 10 &&
      !(await resultLinks(page)
        .first()
        .evaluate((a) => a === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab')
    await expect(resultLinks(page).first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${pathOf(c.slug)}$`))
  })

  test('nothing of the search is fetched before the search field is used, and only on the search page', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (INDEX_FILES.test(request.url())) fetched.push(request.url())
    })
    const c = (await congregationByName()).data
    await page.goto(pathOf(c.slug))
    await page.waitForLoadState('networkidle')
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await openSearch(page)
    await page.waitForLoadState('networkidle')
    expect(fetched, 'search files fetched before the field was used').toEqual([])
    await field(page).focus()
    await expect.poll(() => fetched.some((url) => url.endsWith('/pagefind.js'))).toBe(true)
  })

  test('every bar leads to the search page of its language', async ({ page }) => {
    const sw = await siteContent('sw')
    const program = sw.pages.find((p) => p.data.layout === 'program') ?? lacking('program page')
    const c = (await congregationByName()).data
    const label = catalogues.sw.search.label
    for (const path of [pathOf(c.slug), pathOf(program.data.slug)]) {
      await page.goto(pageOf('sw', path))
      await page.getByRole('banner').getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${searchPath('sw')}$`))
    }
    // The site header's form: its button alone on a phone, with the field from 768 px.
    await page.goto('/sw/')
    await page.getByRole('banner').getByRole('search', { name: label }).getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`${searchPath('sw')}(\\?q=)?$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.sw.search.title)
    // Its language switch leads to the English search page.
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${searchPath('en')}$`))
  })
})

test.describe("the site header's search form", { tag: '@desktop-only' }, () => {
  test('takes the words to the search page, which shows the results', async ({ page }) => {
    const c = (await congregationByName()).data
    await page.goto('/')
    const form = page.getByRole('banner').getByRole('search', { name: catalogues.en.search.label })
    await form.getByRole('searchbox').fill(c.name)
    await form.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(new RegExp(`${searchPath('en')}\\?q=`))
    await expect(field(page)).toHaveValue(c.name)
    await expect(resultLinks(page).first()).toHaveAttribute('href', pathOf(c.slug))
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['en', 'sw'] as const) {
    test(`the ${locale === 'en' ? 'English' : 'Kiswahili'} search page lists every page of its language, grouped, and no search form`, async ({
      page,
    }) => {
      const t = catalogues[locale].search
      const content = await siteContent(locale)
      await page.goto(searchPath(locale))
      // (Playwright's text queries skip what is inside <noscript>, which shows here.)
      await expect(page.getByRole('main').locator('noscript p')).toHaveText(t.noScript)
      await expect(page.getByRole('main').locator('noscript p')).toBeVisible()
      await expect(field(page, locale)).toBeHidden()
      const index = page.getByRole('region', { name: t.siteIndex })
      const linked = await index
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      for (const path of everyPage(content, locale)) expect(linked, path).toContain(path)
      // Congregations under their regions.
      const congregations = index.getByRole('region', { name: t.groups.congregation })
      for (const c of content.congregations)
        await expect(congregations.getByRole('link', { name: c.data.name, exact: true })).toHaveAttribute(
          'href',
          pageOf(locale, pathOf(c.data.slug)),
        )
      // Each page in the group of its kind, the same kind in both languages (the English menu's `kind`).
      const kinds = pageKinds(await siteContent('en'))
      for (const kind of ['ministry', 'resource'] as const) {
        const expected = [...kinds].filter(([, k]) => k === kind).map(([path]) => pageOf(locale, path))
        const group = index.getByRole('region', { name: t.groups[kind] })
        const listed = expected.length
          ? await group
              .getByRole('link')
              .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
          : []
        expect(listed.sort(), kind).toEqual(expected.sort())
      }
      // The header's control, on any other page, is a plain form that leads here.
      await page.goto(pageOf(locale, '/'))
      await page.getByRole('banner').getByRole('search').getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`${searchPath(locale)}`))
    })
  }
})

test.describe('accessibility of the search page', { tag: '@desktop-too' }, () => {
  test('axe finds no violation, with results and with none, in both languages', async ({ page }) => {
    const c = (await congregationByName()).data
    for (const locale of ['en', 'sw'] as const) {
      await openSearch(page, locale, c.name)
      await expect(resultLinks(page).first()).toBeVisible()
      expect((await axeScan(page)).violations, `${locale}, results`).toEqual([])
      await searchFor(page, 'zqxwvj', locale)
      expect((await axeScan(page)).violations, `${locale}, no result`).toEqual([])
    }
  })
})
