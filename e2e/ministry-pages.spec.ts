import type { Locator } from '@playwright/test'
import { real } from '../lib/content/pending'
import type { PageData } from '../lib/content/types'
import { expect, test } from './fixtures'
import {
  bodyOf,
  escapeRegExp,
  eventListings,
  monthHeading,
  pageWith,
  pathOf,
  plainParagraphs,
  siteContent,
} from './site-content'

type Block = NonNullable<PageData['blocks']>[number]

/**
 * A titled block as its page shows it: a section named by its h2, its text and list as written, a list
 * numbered when ordered. The content is the public build's (lib/content/pipeline/public-view.ts): a text or list
 * item not supplied yet is not there, and nothing on the page says so.
 */
async function expectBlock(main: Locator, block: Block) {
  const section = main.getByRole('region', { name: block.heading, exact: true })
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(block.heading)
  const text = real(block.text)
  if (text) await expect(section.getByText(text, { exact: true })).toBeVisible()
  const list = (block.list ?? []).map((item) => real(item)!)
  if (list.length === 0) {
    await expect(section.getByRole('list')).toHaveCount(0)
  } else {
    await expect(section.getByRole('list')).toHaveCount(1)
    expect(
      await section.getByRole('list').evaluate((el) => el.tagName),
      `${block.heading}: ordered is ${!!block.ordered}`,
    ).toBe(block.ordered ? 'OL' : 'UL')
    await expect(section.getByRole('listitem')).toHaveText(list)
  }
}

test.describe('content pages show their content in the static HTML', () => {
  test.use({ javaScriptEnabled: false })

  test('a page without a heading of its own shows its title as its one h1', async ({ page }) => {
    const p = (await pageWith('no heading of its own', (p) => p.data.layout === 'standard' && !p.data.heading)).data
    await page.goto(pathOf(p.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([p.title])
  })

  test('a page with a heading of its own shows it as its one h1, instead of its title', async ({ page }) => {
    const p = (
      await pageWith(
        'a heading other than its title',
        (p) => p.data.layout === 'standard' && !!p.data.heading && p.data.heading !== p.data.title,
      )
    ).data
    await page.goto(pathOf(p.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([p.heading!])
  })

  test('a page with an intro shows it right under its h1', async ({ page }) => {
    const p = (await pageWith('an intro', (p) => p.data.layout === 'standard' && real(p.data.intro) !== undefined)).data
    await page.goto(pathOf(p.slug))
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toHaveText(
      real(p.intro)!,
    )
  })

  test('every page shows the paragraphs of its text as written', async ({ page }) => {
    const pages = (await siteContent()).pages.filter((p) => p.data.layout !== 'program' && plainParagraphs(p))
    expect(pages.length, 'pages of the fixture site with a text of plain paragraphs').toBeGreaterThan(0)
    for (const p of pages) {
      await page.goto(pathOf(p.data.slug))
      for (const paragraph of plainParagraphs(p)!)
        await expect(page.getByRole('main').getByText(paragraph, { exact: true }).first(), p.file).toBeVisible()
    }
  })

  test('a page with blocks shows every block heading as an h2, in order', async ({ page }) => {
    // A page whose only h2s are its blocks' (no team cards, link cards, gallery or headings in its text),
    // and more than one of them, so that their order shows.
    const p = (
      await pageWith('two or more blocks and no other h2', (p) => {
        const d = p.data
        return (
          d.layout === 'standard' &&
          (d.blocks?.length ?? 0) >= 2 &&
          !d.leaders &&
          !d.links &&
          !d.gallery &&
          !/^\s*#|<h\d/im.test(bodyOf(p))
        )
      })
    ).data
    await page.goto(pathOf(p.slug))
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(p.blocks!.map((b) => b.heading))
  })

  test('every block shows its text and list as written', async ({ page }) => {
    const pages = (await siteContent()).pages.filter((p) => p.data.blocks?.length)
    expect(pages.length, 'pages of the fixture site with blocks').toBeGreaterThan(0)
    for (const p of pages) {
      await page.goto(pathOf(p.data.slug))
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 }), `${p.file}: blocks in order`).toContainText(
        p.data.blocks!.map((b) => b.heading),
      )
      for (const block of p.data.blocks!) await expectBlock(main, block)
    }
  })

  test('an ordered block shows a numbered list', async ({ page }) => {
    const p = (
      await pageWith(
        'an ordered block with a list item supplied',
        (p) => !!p.data.blocks?.some((b) => b.ordered && !!b.list?.length),
      )
    ).data
    const block = p.blocks!.find((b) => b.ordered && !!b.list?.length)!
    await page.goto(pathOf(p.slug))
    const list = page.getByRole('main').getByRole('region', { name: block.heading, exact: true }).getByRole('list')
    await expect(list).toHaveCount(1)
    expect(await list.evaluate((el) => [el.tagName, getComputedStyle(el).listStyleType])).toEqual(['OL', 'decimal'])
    await expect(list.getByRole('listitem')).toHaveCount(block.list!.length)
  })

  test('leaders: cards with photo, name, role, bio and named social links', async ({ page }) => {
    const { leaders, slug } = (
      await pageWith('leader cards with social links', (p) => !!p.data.leaders?.[0]?.socials?.length)
    ).data
    const leader = leaders![0]!
    // The public build shows only leaders with a name.
    const name = real(leader.name)!
    await page.goto(pathOf(slug))
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(leaders!.length)
    const first = cards.first()
    // A photo still to come is the leader's initials (decorative), not a stand-in picture.
    if (leader.photo.pending) await expect(first.getByRole('img')).toHaveCount(0)
    else await expect(first.getByRole('img')).toHaveAttribute('alt', leader.photo.alt)
    await expect(first.getByRole('heading')).toHaveText(name)
    await expect(first.getByRole('link')).toHaveCount(leader.socials!.length)
    await expect(
      first.getByRole('link', { name: `${name} on ${leader.socials![0]!.network} (opens in a new tab)` }),
    ).toBeVisible()
  })

  test('events: upcoming events soonest first, then past events latest first, each card under its month', async ({
    page,
  }) => {
    const content = await siteContent()
    const { upcoming, past } = eventListings(content)
    const months = [...upcoming, ...past]
    await page.goto(content.paths.events)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Upcoming events',
      ...(past.length > 0 ? ['Past events'] : []),
    ])
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(months.map((m) => monthHeading(m.month)))
    await expect(main.getByRole('heading', { level: 4 })).toHaveText(months.flatMap((m) => m.titles))
    await expect(main.getByText('No upcoming events have been announced yet.')).toHaveCount(
      upcoming.length === 0 ? 1 : 0,
    )
  })

  test('a page with link cards shows each card in order, with its text, leading where it says', async ({ page }) => {
    const { links, slug } = (await pageWith('link cards', (p) => !!p.data.links?.length)).data
    await page.goto(pathOf(slug))
    const cardLinks = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')
    await expect(cardLinks).toHaveText(links!.map((l) => l.title))
    for (const [i, link] of links!.entries()) {
      await expect(cardLinks.nth(i)).toHaveAttribute('href', link.url)
      if (link.text) await expect(page.getByRole('main').getByText(link.text, { exact: true }).first()).toBeVisible()
    }
  })
})

test.describe('resource documents', () => {
  test('every page with documents offers each PDF with its type and size, and the file exists', async ({
    page,
    request,
  }) => {
    const documents = (await siteContent()).pages.flatMap((p) =>
      (p.data.downloads ?? []).map((d) => [pathOf(p.data.slug), d.label] as const),
    )
    expect(documents.length, 'real documents on the fixture site').toBeGreaterThan(0)
    for (const [path, label] of documents) {
      await page.goto(path)
      const link = page.getByRole('link', {
        name: new RegExp(`^Download the ${escapeRegExp(label)} \\(PDF, \\d+ KB\\)$`),
      })
      await expect(link).toBeVisible()
      const href = await link.getAttribute('href')
      const response = await request.get(href!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/pdf')
      const body = await response.body()
      expect(body.subarray(0, 5).toString()).toBe('%PDF-')
      // The size shown is the real size of the file.
      const shown = Number((await link.textContent())!.match(/(\d+) KB/)![1])
      expect(Math.abs(shown - body.length / 1024)).toBeLessThan(1)
    }
  })
})

test.describe('images', () => {
  test('the photos of leader cards have width, height, alt and WebP variants, and load lazily', async ({ page }) => {
    const { leaders, slug } = (await pageWith('leader cards', (p) => !!p.data.leaders?.length)).data
    await page.goto(pathOf(slug))
    const images = page.getByRole('main').locator('img')
    expect(await images.count()).toBeGreaterThanOrEqual(leaders!.length)
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
      await expect(img).toHaveAttribute('alt', /.+/)
      await expect(img).toHaveAttribute('srcset', /\.webp \d+w/)
      await expect(img).toHaveAttribute('loading', 'lazy')
    }
  })
})
