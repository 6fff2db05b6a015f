/**
 * A link to a congregation shared in a WhatsApp group shows its picture (docs/sharing.md): the picture's words,
 * which its alt text says, name the congregation's main service with its time as the page writes it, in the
 * page's language; a time still to be supplied is left out. Editors see the picture at the foot of each page of
 * the preview, and the public site has no such panel. On the fixture site.
 */
import { mainService, serviceLine, startPending } from '../lib/congregation/services'
import { SHARE_PREVIEW_ID } from '../lib/element-ids'
import { localePath, locales } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { metaProperties } from '../lib/share/meta-tags'
import { shareImagePath } from '../lib/share/paths'
import { urlOf } from '../playwright.shared'
import { expect, test } from './fixtures'
import { congregationWith, pathOf, siteContent } from './site-content'

const hasTime = (c: { services: Parameters<typeof mainService>[0] }) => {
  const main = mainService(c.services)
  return !!main && !startPending(main) && !!main.starts
}

test.describe("a congregation's link picture", () => {
  test('names its main service and time in English and Kiswahili, as its page does', async ({ request }) => {
    const { data: c } = await congregationWith('a main service with its start time', (e) => hasTime(e.data))
    for (const locale of locales) {
      const { congregations } = await siteContent(locale)
      const here = congregations.find((e) => e.data.slug === c.slug)!.data
      const main = mainService(here.services)!
      const line = serviceLine(main, locale)
      expect(line).toMatch(locale === 'en' ? /\d:\d\d [AP]M/ : /saa .*\(\d\d:\d\d\)/)
      const path = localePath(locale, pathOf(c.slug))
      const html = await (await request.get(path)).text()
      const meta = metaProperties(html)
      expect(meta.get('og:image'), path).toMatch(new RegExp(`${shareImagePath(path).replace(/\./g, '\\.')}$`))
      expect(meta.get('og:image:alt'), path).toContain(`${main.title}: ${line}`)
      expect(meta.get('og:image:alt'), path).toContain(catalogues[locale].share.alt.split('{')[0]!)
      // The page itself says the same.
      expect(html, path).toContain(line.replace(/'/g, '&#x27;'))
      const png = await request.get(shareImagePath(path))
      expect(png.status(), shareImagePath(path)).toBe(200)
    }
  })

  test('leaves out a start time still to be supplied, and never shows the placeholder', async ({ request }) => {
    const { data: c } = await congregationWith('a main service whose time is to be supplied', (e) => {
      const main = mainService(e.data.services)
      return !!main && startPending(main)
    })
    const main = mainService(c.services)!
    const alt = metaProperties(await (await request.get(pathOf(c.slug))).text()).get('og:image:alt') ?? ''
    expect(alt).toContain(`${main.title}: ${serviceLine(main, 'en')}`)
    expect(alt).not.toMatch(/TODO|\d:\d\d|To supply/)
  })
})

test.describe("the preview's panel", { tag: '@preview-only' }, () => {
  test('shows at the foot of each page how its link looks when shared; the public page has none', async ({
    page,
    request,
  }) => {
    const { data: c } = await congregationWith('a main service with its start time', (e) => hasTime(e.data))
    for (const locale of locales) {
      const path = localePath(locale, pathOf(c.slug))
      await page.goto(path)
      const t = catalogues[locale].share
      const panel = page.getByRole('complementary', { name: t.panelHeading })
      await panel.scrollIntoViewIfNeeded()
      const picture = panel.getByRole('img')
      await expect(picture).toHaveAttribute('src', shareImagePath(path))
      await expect(picture).toHaveAttribute(
        'alt',
        (await page.locator('meta[property="og:image:alt"]').getAttribute('content'))!,
      )
      await expect(picture).toHaveAttribute('loading', 'lazy')
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200)
      await expect(panel).toContainText((await page.locator('meta[property="og:title"]').getAttribute('content'))!)
      await expect(panel).toContainText(
        (await page.locator('meta[property="og:description"]').getAttribute('content'))!,
      )
      const publicPage = await (await request.get(`${urlOf('out-fixture')}${path}`)).text()
      expect(publicPage).toContain('<h1')
      expect(publicPage).not.toContain(`id="${SHARE_PREVIEW_ID}"`)
      expect(publicPage).not.toContain(t.panelHeading)
    }
  })
})
