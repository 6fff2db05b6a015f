import { buildYear } from '../lib/build-date'
import type { Page } from '@playwright/test'
import { isPreview } from '../lib/build-mode'
import { isPending, real } from '../lib/content/pending'
import type { CongregationEntry, Site } from '../lib/content/types'
import { sectionIds } from '../lib/element-ids'
import { expandedState, expect, NARROW_WINDOW, test, widthOf } from './fixtures'
import { weeklyLinesOf } from './fixture-site/service-lines'
import { expectAnchorsMatchSections, inOrderWithin, listedSectionIds } from './microsite'
import { congregationWith, pathOf, sectionOf, siteContent } from './site-content'

let entries: CongregationEntry[] = []
let site: Site
test.beforeAll(async () => {
  const content = await siteContent()
  entries = content.congregations
  site = content.site
})

/** The heading each kind of section shows. */
const headingOf = (c: CongregationEntry, kind: string) =>
  ({
    weekly: 'Happening weekly',
    visit: 'Services and directions',
    about: `About ${c.data.name}`,
    programs: 'Current and future programs',
    leaders: 'Meet Our Church Leaders',
    giving: 'Offerings and tithes',
    contact: 'Send us a message',
  })[kind]
const has = (c: CongregationEntry, kind: string) => c.sections.some((s) => s.kind === kind)

/** The ids of the page's sections, top to bottom. */
const sectionOrder = (page: Page) => page.locator('main > [id]').evaluateAll((els) => els.map((e) => e.id))
const bar = (page: Page) => page.getByRole('navigation', { name: 'This congregation' })
/** Buttons work once the page has hydrated; the hero carousel marks that moment. */
const hydrated = (page: Page) => expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toHaveCount(1)
const footerLinks = (page: Page, name: string) =>
  page.getByRole('navigation', { name: `${name}: sections` }).getByRole('link')

test.describe('every congregation page follows its content', () => {
  // Content coverage runs once, at desktop width.
  test(
    'sections in content order, none empty, every in-page link lands on an element',
    { tag: '@desktop-only' },
    async ({ page }) => {
      test.setTimeout(120_000)
      for (const entry of entries) {
        const c = entry.data
        await page.goto(pathOf(c.slug))
        // The hero (or the title banner in its place) first, then sections the file lists, in its order.
        const shown = await sectionOrder(page)
        expect(shown[0], `${c.slug}: the page opens with its hero or title banner`).toBe(sectionIds.hero)
        expect(
          inOrderWithin(shown, listedSectionIds(entry)),
          `${c.slug}: sections ${shown.join(', ')} in the order of ${listedSectionIds(entry).join(', ')}`,
        ).toBe(true)
        for (const id of shown) {
          // Sections below the fold are rendered only when scrolled near, and innerText is the rendered text.
          const section = page.locator(`[id="${id}"]`)
          await section.scrollIntoViewIfNeeded()
          const text = (await section.innerText()).trim()
          expect(text.length, `${c.slug} #${id} has content`).toBeGreaterThan(20)
        }
        const hrefs = await page
          .locator('a[href^="#"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
        expect(hrefs.length, c.slug).toBeGreaterThan(0)
        for (const href of new Set(hrefs)) {
          await expect(page.locator(`[id="${href.slice(1)}"]`), `${c.slug}: ${href}`).toHaveCount(1)
        }
        await expectAnchorsMatchSections(page, 'en', c.name)
        await expect(page.getByText(`© ${buildYear()} `)).toBeVisible()
        await expect(page.getByRole('contentinfo')).toContainText('All rights reserved')
      }
    },
  )
})

test.describe('pages differ by their content alone', () => {
  test('a congregation that lists only some sections shows only those, and its links lead only to them', async ({
    page,
  }) => {
    const c = await congregationWith(
      'a sections list without about and giving',
      (c) => !has(c, 'about') && !has(c, 'giving') && has(c, 'contact'),
    )
    await page.goto(pathOf(c.data.slug))
    // Every section it lists has its facts (a fixture), so the page shows exactly those, after the title banner.
    expect(await sectionOrder(page)).toEqual(listedSectionIds(c))
    await expect(page.getByRole('heading', { name: /^About / })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toHaveCount(0)
    await expectAnchorsMatchSections(page, 'en', c.data.name)
    await expect(footerLinks(page, c.data.name).last()).toHaveText('All congregations')
  })

  test('a congregation with leaders but no giving shows the team and no Give link', async ({ page }) => {
    const c = await congregationWith('leaders and no giving', (c) => has(c, 'leaders') && !has(c, 'giving'))
    await page.goto(pathOf(c.data.slug))
    await expect(page.getByRole('heading', { name: 'Meet Our Church Leaders' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toHaveCount(0)
    await expect(footerLinks(page, c.data.name).filter({ hasText: 'Give' })).toHaveCount(0)
  })

  test('a congregation without a hero opens with a plain title, then its sections in order', async ({ page }) => {
    const c = await congregationWith('no hero', (c) => !has(c, 'hero'))
    await page.goto(pathOf(c.data.slug))
    await expect(page.getByRole('heading', { level: 1, name: `${c.data.name} congregation` })).toBeVisible()
    await expect(page.getByRole('region', { name: /Welcome messages/ })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      c.sections.map((s) => headingOf(c, s.kind)!),
    )
  })

  test('weekly cards show each program as written, with its picture and the times of its services', async ({
    page,
  }) => {
    const c = await congregationWith('weekly programs', (c) => has(c, 'weekly'))
    const programs = sectionOf(c, 'weekly')!.programs
    await page.goto(pathOf(c.data.slug))
    const weekly = page.getByRole('region', { name: 'Happening weekly' })
    await expect(weekly.getByRole('heading', { level: 3 })).toHaveText(programs.map((p) => p.title))
    for (const p of programs) {
      const card = weekly
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: p.title, exact: true }) })
      await expect(card.getByRole('listitem')).toHaveText(weeklyLinesOf(c.data.slug, p.title))
      const text = real(p.text)
      if (text) await expect(weekly.getByText(text, { exact: true }).first()).toBeVisible()
    }
    // A card whose photo is still to come shows a drawing of its kind of service (decorative) instead.
    await expect(weekly.getByRole('img')).toHaveCount(programs.filter((p) => !p.image.pending).length)
    await expect(weekly.locator('[data-illustration]')).toHaveCount(programs.filter((p) => p.image.pending).length)
  })

  test('no congregation page says a Sunday service is at 10:00 PM', async ({ page }) => {
    const c = await congregationWith('weekly programs', (c) => has(c, 'weekly'))
    await page.goto(pathOf(c.data.slug))
    await expect(page.getByText(/10:00 PM/)).toHaveCount(0)
  })

  test("giving through a pastor's number names it, with the members line", async ({ page }) => {
    const c = await congregationWith("a pastor's M-Pesa number and a member count", (c) => {
      const giving = sectionOf(c, 'giving')?.giving
      return giving?.pastorNumber !== undefined && real(sectionOf(c, 'about')?.about.members) !== undefined
    })
    await page.goto(pathOf(c.data.slug))
    await expect(page.getByText(String(real(sectionOf(c, 'about')!.about.members)), { exact: true })).toBeVisible()
    await expect(page.getByText("Pastor's M-Pesa number", { exact: true })).toBeVisible()
  })

  test('programs show their status labels', async ({ page }) => {
    const c = await congregationWith('current programs', (c) => has(c, 'programs'))
    const programs = sectionOf(c, 'programs')!.programs
    await page.goto(pathOf(c.data.slug))
    const region = page.getByRole('region', { name: 'Current and future programs' })
    await expect(region.getByRole('listitem')).toHaveText(
      programs.map((p) => new RegExp(`${p.name}\\s*Status: ${p.status}`)),
    )
  })

  test('the leaders shown are named; a leader without a photo shows initials, not a stand-in', async ({ page }) => {
    const c = await congregationWith('leaders', (c) => has(c, 'leaders'))
    const leaders = sectionOf(c, 'leaders')!.leaders
    await page.goto(pathOf(c.data.slug))
    const team = page.getByRole('region', { name: 'Meet Our Church Leaders' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(leaders.map((l) => String(real(l.name))))
    await expect(team.getByRole('img')).toHaveCount(leaders.filter((l) => !l.photo.pending).length)
    await expect(team.locator('[data-pending]')).toHaveCount(0)
  })

  test('the footer shows the year of the build; a known founding year is shown', async ({ page }) => {
    const founded = await congregationWith(
      'a known founding year and an About section',
      (c) => has(c, 'about') && real(c.data.founded) !== undefined,
    )
    await page.goto(pathOf(founded.data.slug))
    await expect(page.getByRole('contentinfo')).toContainText(`© ${buildYear()}`)
    await expect(page.getByText('Founded').locator('xpath=following-sibling::dd[1]')).toHaveText(
      String(founded.data.founded),
    )
  })
})

/** A congregation with a hero, team and giving: the top bar's links all lead somewhere. */
const fullPage = () =>
  congregationWith('a hero, leaders and giving', (c) => has(c, 'hero') && has(c, 'leaders') && has(c, 'giving'))

test.describe('top bar', () => {
  test('the brand name leads home', { tag: '@desktop-too' }, async ({ page }) => {
    const c = await fullPage()
    await page.goto(pathOf(c.data.slug))
    await bar(page).getByRole('link', { name: site.name }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  // The hamburger shows below 768 px.
  test('on a phone the hamburger expands and collapses the links', async ({ page }) => {
    const c = await fullPage()
    await page.goto(pathOf(c.data.slug))
    const menu = bar(page).getByRole('button', { name: 'Menu' })
    const give = bar(page).getByRole('link', { name: 'Give' })
    expect(await expandedState(menu)).toBe(false)
    await expect(give).toBeHidden()
    await menu.click()
    await expect.poll(() => expandedState(menu)).toBe(true)
    await expect(give).toBeVisible()
    await menu.click()
    await expect(give).toBeHidden()
    await expect.poll(() => expandedState(menu)).toBe(false)
  })

  test('on a phone a tapped link closes the links as it leads to its section', async ({ page }) => {
    const c = await fullPage()
    await page.goto(pathOf(c.data.slug))
    const menu = bar(page).getByRole('button', { name: 'Menu' })
    const give = bar(page).getByRole('link', { name: 'Give' })
    await menu.click()
    await expect(give).toBeVisible()
    // The link is outside the popover that holds the open state: a tap on it is a tap outside, which closes it.
    await give.tap()
    await expect(page).toHaveURL(/#give$/)
    await expect(give).toBeHidden()
    await expect.poll(() => expandedState(menu)).toBe(false)
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toBeInViewport()
  })

  test('on a phone Escape or a tap outside closes the links', async ({ page }) => {
    const c = await fullPage()
    await page.goto(pathOf(c.data.slug))
    const menu = bar(page).getByRole('button', { name: 'Menu' })
    const give = bar(page).getByRole('link', { name: 'Give' })
    await menu.click()
    await expect(give).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(give).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await expect(give).toBeVisible()
    const { height } = page.viewportSize()!
    await page.touchscreen.tap(5, height - 5)
    await expect(give).toBeHidden()
    await expect.poll(() => expandedState(menu)).toBe(false)
  })

  // Checked in a desktop window and in a 900 px one.
  for (const narrow of [false, true])
    test.describe(() => {
      if (narrow) test.use(NARROW_WINDOW)
      test(
        `on wider screens the links show without a hamburger${narrow ? ', 900 px window' : ''}`,
        { tag: '@desktop-only' },
        async ({ page }) => {
          const c = await fullPage()
          await page.goto(pathOf(c.data.slug))
          await expect(bar(page).getByRole('button', { name: 'Menu' })).toBeHidden()
          await bar(page).getByRole('link', { name: 'Team' }).click()
          await expect(page).toHaveURL(/#team$/)
        },
      )
    })

  test.describe('without JavaScript', { tag: '@desktop-too' }, () => {
    test.use({ javaScriptEnabled: false })

    test('the hamburger works on a phone, and the links show on wider screens', async ({ page }, testInfo) => {
      const c = await fullPage()
      await page.goto(pathOf(c.data.slug))
      const menu = bar(page).getByRole('button', { name: 'Menu' })
      const give = bar(page).getByRole('link', { name: 'Give' })
      if (widthOf(testInfo) < 768) {
        await expect(give).toBeHidden()
        await menu.click()
        await expect.poll(() => expandedState(menu)).toBe(true)
        await give.click()
        await expect(page).toHaveURL(/#give$/)
        await expect(give).toBeHidden()
      } else {
        await expect(menu).toBeHidden()
        await expect(give).toBeVisible()
      }
    })
  })
})

test.describe('giving', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  test('a paybill: the copy button says Copied, a missing account number says how to ask', async ({ page }) => {
    const c = await congregationWith('a paybill, an account number still to come, a hero and a contact form', (c) => {
      const giving = sectionOf(c, 'giving')?.giving
      return (
        !!real(giving?.paybill) &&
        !!giving?.account &&
        !real(giving.account) &&
        !giving.pastorNumber &&
        has(c, 'hero') &&
        has(c, 'contact')
      )
    })
    const paybill = String(real(sectionOf(c, 'giving')!.giving.paybill))
    await page.goto(pathOf(c.data.slug))
    await hydrated(page)
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByRole('heading', { name: 'Give by M-Pesa paybill' })).toBeVisible()
    await expect(give.getByText(paybill, { exact: true })).toBeVisible()
    const copy = give.getByRole('button', { name: /^Cop(y|ied) paybill number$/ })
    // It starts at the visitor's first tap, and that tap copies.
    await copy.click()
    await expect(copy).toHaveText(/Copied/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paybill)
    await expect(give.getByText('Ask the church office', { exact: true })).toBeVisible()
    await expect(give).toContainText(`To get the account number for ${c.data.name}, ask the church office`)
    await give.getByRole('link', { name: 'contact form' }).click()
    await expect(page).toHaveURL(/#contact$/)
  })

  test("a pastor's M-Pesa number, missing: how to ask for it", async ({ page }) => {
    const c = await congregationWith("a pastor's M-Pesa number still to come", (c) => {
      const number = sectionOf(c, 'giving')?.giving.pastorNumber
      return number !== undefined && real(number) === undefined
    })
    await page.goto(pathOf(c.data.slug))
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByRole('heading', { name: "Give through the pastor's M-Pesa number" })).toBeVisible()
    await expect(give).toContainText(`To get the pastor's M-Pesa number for ${c.data.name}, ask the church office`)
    await expect(give.getByRole('button', { name: /Copy/ })).toHaveCount(0)
  })

  test('an account number only: no paybill shown', async ({ page }) => {
    const c = await congregationWith('an account number without a paybill', (c) => {
      const giving = sectionOf(c, 'giving')?.giving
      return !!giving && giving.account !== undefined && !giving.paybill && !giving.pastorNumber
    })
    await page.goto(pathOf(c.data.slug))
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByText('Account number', { exact: true })).toBeVisible()
    await expect(give.getByText('Paybill number')).toHaveCount(0)
    if (!real(sectionOf(c, 'giving')!.giving.account))
      await expect(give.getByText('Ask the church office', { exact: true })).toBeVisible()
  })
})

/** What a giving block says about the name M-Pesa shows before the PIN (components/donation/MpesaName.tsx). */
const NAME_LINE = 'Before you enter your PIN, M-Pesa shows the name'
const STOP_LINE = 'If your phone shows a different name, stop: do not enter your PIN, and ask the church office.'

test.describe('the name M-Pesa shows before the PIN', { tag: '@preview-too' }, () => {
  test('a supplied name is shown with the line that tells donors to stop if it differs', async ({ page }) => {
    const c = await congregationWith(
      'a giving section whose account name (content/giving/) is supplied',
      (c) => typeof real(sectionOf(c, 'giving')?.giving.accountName) === 'string',
    )
    const name = String(real(sectionOf(c, 'giving')!.giving.accountName))
    await page.goto(pathOf(c.data.slug))
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.locator('p').filter({ hasText: NAME_LINE })).toHaveText(`${NAME_LINE} ${name}.`)
    await expect(give.getByText(STOP_LINE, { exact: true })).toBeVisible()
  })

  test('a name still to come is left out of the public page, and marked in the preview', async ({ page }) => {
    const c = await congregationWith('a giving section whose account name is still a placeholder', (c) =>
      isPending(sectionOf(c, 'giving')?.giving.accountName),
    )
    const pending = sectionOf(c, 'giving')!.giving.accountName as { pending: string }
    await page.goto(pathOf(c.data.slug))
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByRole('heading', { level: 3 })).toBeVisible()
    if (isPreview()) {
      await expect(give.locator('[data-pending]').filter({ hasText: pending.pending })).toBeVisible()
      await expect(give).toContainText(NAME_LINE)
    } else {
      await expect(give).not.toContainText(NAME_LINE)
      await expect(give).not.toContainText(STOP_LINE)
      await expect(give).not.toContainText(pending.pending)
    }
  })
})

test.describe('contact form', () => {
  test('has the four fields and uses the browser’s own checks', async ({ page }) => {
    const c = await congregationWith('a contact form', (c) => has(c, 'contact'))
    await page.goto(pathOf(c.data.slug))
    const form = page.getByRole('form', { name: `Message to ${c.data.name} congregation` })
    await expect(form.getByLabel('Your name')).toHaveAttribute('name', 'user_name')
    await expect(form.getByLabel('Your email')).toHaveAttribute('type', 'email')
    const message = form.getByLabel('Message (optional)')
    await expect(message).toHaveAttribute('cols', '30')
    await expect(message).toHaveAttribute('rows', '10')
    await expect(message).not.toHaveAttribute('required')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(c.data.slug)}$`))
    expect(await form.getByLabel('Your name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await form.getByLabel('Your name').fill('Visitor')
    await form.getByLabel('Your email').fill('not-an-email')
    expect(await form.getByLabel('Your email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    expect(await form.getByLabel('Subject').evaluate((el: HTMLInputElement) => el.required)).toBe(true)
  })
})

test.describe('footer', { tag: '@desktop-too' }, () => {
  test('the social icons have names, and its links lead only to sections the page has', async ({ page }) => {
    const c = await congregationWith('no hero', (c) => !has(c, 'hero'))
    await page.goto(pathOf(c.data.slug))
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })
    await expect(social.getByRole('link')).toHaveCount(site.socials.length)
    for (const { network } of site.socials) {
      await expect(social.getByRole('link', { name: `${network} (opens in a new tab)` })).toBeVisible()
    }
    await expectAnchorsMatchSections(page, 'en', c.data.name)
  })
})
