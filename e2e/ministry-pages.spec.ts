import { expect, test } from './fixtures'
import { eventsByMonth, monthHeading, pageWith, siteContent } from './site-content'

test.describe('ministry pages show their content in the static HTML', () => {
  test.use({ javaScriptEnabled: false })

  test('about: vision, mission, three value groups and the "Who we are" list', async ({ page }) => {
    await page.goto('/who-we-are/')
    await expect(page.getByRole('heading', { level: 1, name: 'Who we are' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Our Vision', 'Our Mission', 'Core value: Community', 'Core value: Transformation', 'Core value: Accountability', 'Who we are',
    ])
    // Facts not yet supplied read as such, never as "TODO".
    await expect(page.getByText('To be published by the ministry.').first()).toBeVisible()
    await expect(page.locator('main')).not.toContainText('TODO')
  })

  test('a page with an intro and titled blocks shows both, blocks in order', async ({ page }) => {
    const p = (await pageWith('an intro and blocks', (p) => p.data.layout === 'standard' && !!p.data.intro && !p.data.intro.startsWith('TODO:') && !!p.data.blocks?.length)).data
    await page.goto(`/${p.slug}/`)
    await expect(page.getByRole('main')).toContainText(p.intro!)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(p.blocks!.map((b) => b.heading))
  })

  test('leaders: cards with photo, name, role, bio and named social links', async ({ page }) => {
    const { leaders, slug } = (await pageWith('leader cards with social links', (p) => !!p.data.leaders?.[0]?.socials?.length)).data
    const leader = leaders![0]!
    const name = leader.name.startsWith('TODO:') ? 'Leader 1 (name to be added)' : leader.name
    await page.goto(`/${slug}/`)
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(leaders!.length)
    const first = cards.first()
    await expect(first.getByRole('img')).toHaveAttribute('alt', leader.photo.alt)
    await expect(first.getByRole('heading')).toHaveText(name)
    await expect(first.getByRole('link')).toHaveCount(leader.socials!.length)
    await expect(first.getByRole('link', { name: `${name} on ${leader.socials![0]!.network} (opens in a new tab)` })).toBeVisible()
  })

  test('statement of faith: a doctrinal list and a summary', async ({ page }) => {
    await page.goto('/statement/')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['What we believe', 'In summary'])
  })

  test('ministries pages carry their facts', async ({ page }) => {
    const facts: Record<string, string | RegExp> = {
      '/children/': 'aged 0 to 8, and for children aged 9 and above',
      '/women/': 'every third Sunday',
      '/youth/': /aged 13 to 18, with a youth service once a month/,
    }
    for (const [path, fact] of Object.entries(facts)) {
      await page.goto(path)
      await expect(page.getByRole('main'), path).toContainText(fact)
    }
    await page.goto('/prayer/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we Pray with you')
  })

  test('events: every event card under its month, newest month first', async ({ page }) => {
    const content = await siteContent()
    const months = eventsByMonth(content)
    await page.goto(content.paths.events)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(months.map((m) => monthHeading(m.month)))
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(months.flatMap((m) => m.titles))
  })

  test('projects overview links Tumati, Lamu House and Mabadiliko', async ({ page }) => {
    await page.goto('/ministry-projects/')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(['Tumati', 'Lamu House', 'Mabadiliko Ya Wanadada'])
  })
})

test.describe('resource documents', () => {
  test('every page with documents offers each PDF with its type and size, and the file exists', async ({ page, request }) => {
    const documents = (await siteContent()).pages.flatMap((p) => (p.data.downloads ?? []).map((d) => [`/${p.data.slug}/`, d.label] as const))
    expect(documents.length).toBeGreaterThan(0)
    for (const [path, label] of documents) {
      await page.goto(path)
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const link = page.getByRole('link', { name: new RegExp(`^Download the ${escaped} \\(PDF, \\d+ KB\\)$`) })
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

  test('the constitution page has its heading', async ({ page }) => {
    await page.goto('/constitution/')
    await expect(page.getByRole('heading', { level: 1, name: 'Constitution' })).toBeVisible()
  })
})

test.describe('images', () => {
  test('every image has width, height and alt; only the first large image may load eagerly', async ({ page }) => {
    await page.goto('/leaders/')
    const images = page.getByRole('main').locator('img')
    expect(await images.count()).toBeGreaterThan(0)
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
      await expect(img).toHaveAttribute('alt', /.+/)
      await expect(img).toHaveAttribute('srcset', /\.webp \d+w/)
      await expect(img).toHaveAttribute('loading', 'lazy')
    }
  })
})
