import type { Page, Request } from '@playwright/test'
import { isPreview } from '../lib/build-mode'
import { EMAILJS_SEND_FORM, formFields } from './third-party'
import { expect, expectHydrated, gotoWithPausedClock, NARROW_WINDOW, test } from './fixtures'
import { bodyOf, pageWith, pathOf, siteContent } from './site-content'

/**
 * A program's landing page (layout: program), whichever page content gives that layout: its own
 * navigation bar and drawer, banner, About with Learn More and the video player, volunteers,
 * testimonials carousel and question box. Every expected word comes from the page's content.
 *
 * The subject is the fixture site's program page with every fact supplied; the `preview` project runs
 * the same tests against the editors' preview. A second program page, its facts still to come, shows
 * what the public build leaves out while the video is a stand-in.
 */
const programPage = () =>
  pageWith('the program layout and a real video', (p) => p.data.layout === 'program' && !p.data.program.video.pending)

/**
 * The program page's address, title and program fields, and the first sentence of its longer description (the MDX
 * body).
 */
async function subject() {
  const entry = await programPage()
  if (entry.data.layout !== 'program') throw new Error(`${entry.file} is not a program page`)
  const firstSentence = bodyOf(entry)
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .split(/(?<=\.) /)[0]!
  return { url: pathOf(entry.data.slug), title: entry.data.title, program: entry.data.program, moreText: firstSentence }
}

/** The fixture's program page has every fact supplied, so what a test needs is there in both builds. */
function needs(what: string, present: boolean) {
  expect(present, `the fixture site's program page shows its ${what}`).toBe(true)
}

/** The program's in-page sections the navigation links to, as this build shows them. */
function linkedSections(
  program: Awaited<ReturnType<typeof subject>>['program'],
): Record<string, [id: string, heading: string]> {
  return {
    About: ['about', program.about.heading],
    ...(program.testimonials.items.length > 0
      ? { Testimonials: ['testimonials', program.testimonials.heading] as [string, string] }
      : {}),
    Contact: [program.contact.id, program.contact.heading],
  }
}

const programNav = (page: Page) => page.getByRole('navigation', { name: 'Program' })
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Program menu' })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const bullet = (page: Page, n: number) => page.getByRole('button', { name: `Go to testimonial ${n}`, exact: true })
/** The carousel loads when the visitor scrolls near it: scroll there and wait for it. */
async function reachCarousel(page: Page) {
  const { program } = await subject()
  await page.getByRole('heading', { name: program.testimonials.heading }).scrollIntoViewIfNeeded()
  await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
}

/** What the preview shows differently (a fact still to come, marked): these run against both builds. */
const PREVIEW_TOO = { tag: '@preview-too' }

/** True when the element's top edge is inside the window (the anchor scrolled it into view). */
const inView = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).evaluate((el) => {
    const top = el.getBoundingClientRect().top
    return top >= 0 && top < window.innerHeight
  })

// The links sit in the bar from 768 px: checked in a desktop window and in a 900 px one.
for (const narrow of [false, true])
  test.describe(
    `program navigation bar (768 px and wider)${narrow ? ', 900 px window' : ''}`,
    { tag: '@desktop-only' },
    () => {
      if (narrow) test.use(NARROW_WINDOW)
      test('About, Testimonials and Contact land on their sections; Home and Support lead away', async ({ page }) => {
        const { url, program } = await subject()
        await page.goto(url)
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0) // its own bar, not the site header
        const sections = linkedSections(program)
        await expect(programNav(page).getByRole('link', { name: 'Testimonials', exact: true })).toHaveCount(
          sections.Testimonials ? 1 : 0,
        )
        for (const [link, [id, heading]] of Object.entries(sections)) {
          await programNav(page).getByRole('link', { name: link, exact: true }).click()
          await expect(page).toHaveURL(new RegExp(`${url}#${id}$`))
          await expect.poll(() => inView(page, heading), `${link} scrolls to "${heading}"`).toBe(true)
        }
        await programNav(page).getByRole('link', { name: program.nav.supportLabel }).click()
        await expect(page).toHaveURL(new RegExp(`${program.supportUrl}$`))
        await page.goto(url)
        await programNav(page).getByRole('link', { name: 'Home', exact: true }).click()
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      })
    },
  )

test.describe('program drawer on a phone', () => {
  test('opens 250 px wide on the right with an icon per entry, and keeps focus inside', async ({ page }) => {
    await page.goto((await subject()).url)
    await expect(programNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden()
    await expectHydrated(menuButton(page))
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    const box = (await drawer(page).boundingBox())!
    expect(Math.round(box.width)).toBe(250)
    expect(Math.round(box.x + box.width)).toBe(390)
    for (const name of ['Home', ...Object.keys(linkedSections((await subject()).program))]) {
      await expect(drawer(page).getByRole('link', { name, exact: true }).locator('svg')).toHaveCount(1)
    }
    await expect(drawer(page).getByRole('link', { name: (await subject()).program.nav.supportLabel })).toBeVisible()
    // Focus moves in, and Tab cycles through the drawer's six controls without leaving it.
    await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })

  test('Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto((await subject()).url)
    await expectHydrated(menuButton(page))
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto((await subject()).url)
    await expectHydrated(menuButton(page))
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await page.mouse.click(60, 500) // on the dimmed page left of the drawer
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })

  test('a link closes it and lands on its section', async ({ page }) => {
    const { url, program } = await subject()
    await page.goto(url)
    await expectHydrated(menuButton(page))
    await menuButton(page).click()
    const [link, [id, heading]] = Object.entries(linkedSections(program))[1]!
    await drawer(page).getByRole('link', { name: link, exact: true }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await expect.poll(() => inView(page, heading)).toBe(true)
    await expect(menuButton(page)).toBeFocused()
    await menuButton(page).click()
    await drawer(page).getByRole('link', { name: 'Contact' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`#${program.contact.id}$`))
    await expect.poll(() => inView(page, program.contact.heading)).toBe(true)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // Checked at phone width, where the drawer would be.
  test('the links stay in the bar and the longer description is shown', async ({ page }) => {
    const { url, moreText } = await subject()
    await page.goto(url)
    await expect(programNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
    await expect(menuButton(page)).toBeHidden()
    await expect(page.getByText(moreText)).toBeVisible()
  })
})

test.describe('banner and About', () => {
  test('the banner names the program and its purpose, and its button leads to the support address', async ({
    page,
  }) => {
    const { url, program } = await subject()
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: program.banner.heading })).toBeVisible()
    await expect(page.getByText(program.banner.text, { exact: true })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: program.banner.supportLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${program.supportUrl}$`))
  })

  test('Learn More shows and hides the longer description', PREVIEW_TOO, async ({ page }) => {
    const { url, program, moreText } = await subject()
    await page.goto(url)
    const learnMore = page.getByRole('button', { name: 'Learn More' })
    const more = page.getByText(moreText)
    await expect(more).toBeHidden()
    // A click before the island has started would do nothing: the visitor's button works once it has.
    await expectHydrated(learnMore)
    await learnMore.click()
    await expect(learnMore).toHaveAttribute('aria-expanded', 'true')
    await expect(more).toBeVisible()
    // What is still to come of the longer description is marked in the preview and absent from the public site.
    await expect(
      page.locator('[data-pending]').filter({ hasText: program.about.pending?.pending ?? '\u0000' }),
    ).toHaveCount(program.about.pending && isPreview() ? 1 : 0)
    await learnMore.click()
    await expect(more).toBeHidden()
  })

  test('while the video is a stand-in, the public site offers no Watch Video button', async ({ page }) => {
    const standIn = await pageWith(
      'the program layout and a stand-in video',
      (p) => p.data.layout === 'program' && !!p.data.program.video.pending,
    )
    await page.goto(pathOf(standIn.data.slug))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Watch Video' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Watch Video' })).toHaveCount(0)
  })

  test('Watch Video opens and closes the player with the keyboard, loading the video only when opened', async ({
    page,
  }) => {
    const { url, program } = await subject()
    needs('video', !program.video.pending)
    const files = [program.video.src, program.video.captions]
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (files.some((f) => request.url().endsWith(f))) videoRequests.push(request.url())
    })
    await page.goto(url)
    const watch = page.getByRole('button', { name: 'Watch Video' })
    const player = page.getByRole('dialog', { name: program.video.title })
    await expect(watch).toBeVisible()
    await expect(page.locator('video')).toHaveCount(0)
    expect(videoRequests).toEqual([])

    // The player's island starts at this focus; the Enter that follows before it runs is held and done then.
    await watch.focus()
    const loading = page.waitForRequest((request) => request.url().endsWith(program.video.src))
    await page.keyboard.press('Enter')
    await expect(player).toBeVisible()
    await expect(player.getByRole('button', { name: 'Close video' })).toBeFocused()
    await expect(player.locator('video')).toBeVisible()
    await loading
    await expect(player.getByText('This is a placeholder clip')).toHaveCount(program.video.pending ? 1 : 0)

    await page.keyboard.press('Escape')
    await expect(player).toBeHidden()
    await expect(page.locator('video')).toHaveCount(0) // stopped and unloaded
    await expect(watch).toBeFocused()

    // Again, closing with the player's own button from the keyboard.
    await page.keyboard.press('Space')
    await expect(player).toBeVisible()
    await expect(player.getByRole('button', { name: 'Close video' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(player).toBeHidden()
    await expect(watch).toBeFocused()
  })
})

test.describe('volunteers and testimonials', { tag: '@desktop-too' }, () => {
  test(
    'volunteer cards (a name still to come is marked in the preview) and a photo grid',
    PREVIEW_TOO,
    async ({ page }) => {
      const { url, program } = await subject()
      const { volunteers } = program
      needs('volunteers', volunteers.items.length > 0)
      const unnamed = volunteers.items.filter((v) => typeof v.name !== 'string')
      await page.goto(url)
      const section = page.locator('section', { has: page.getByRole('heading', { name: volunteers.heading }) })
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(volunteers.items.length)
      await expect(section.getByRole('heading', { level: 3 }).locator('[data-pending]')).toHaveCount(unnamed.length)
      // A photo still to come: the stand-in, marked, in the preview; initials on the public site.
      for (const v of volunteers.items)
        await expect(section.getByRole('img', { name: v.image.alt, exact: true })).toHaveCount(
          !v.image.pending || isPreview() ? 1 : 0,
        )
      await expect(section.getByRole('list', { name: 'Program photos' }).getByRole('img')).toHaveCount(
        volunteers.photos.length,
      )
    },
  )

  test(
    'every testimonial is in the served HTML, and each quote or name still to come is marked in the preview',
    PREVIEW_TOO,
    async ({ request }) => {
      const { url, program } = await subject()
      const { testimonials } = program
      needs('testimonials', testimonials.items.length > 0)
      // What is still to come of each quote and name, as the page's HTML writes an attribute.
      const missing = testimonials.items
        .flatMap((t) => [t.quote, t.name])
        .flatMap((value) => (typeof value === 'string' ? [] : [value.pending]))
        .map((what) =>
          what
            .replace(/&/g, '&amp;')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&#x27;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
        )
      const html = await (await request.get(url)).text()
      expect(html).toContain(`>${testimonials.heading}<`)
      expect(html).toContain(`>${testimonials.eyebrow}<`)
      expect(html.match(/<blockquote[^>]*>/g)).toHaveLength(testimonials.items.length)
      // Each quote or name still to come is marked for the editors (the public build shows none of them).
      for (const what of missing) expect(html).toContain(`data-pending="${what}"`)
      expect(html).toContain(`id="${program.contact.id}"`)
    },
  )
})

test.describe('testimonials carousel', () => {
  test.beforeEach(async () => needs('testimonials', (await subject()).program.testimonials.items.length > 0))
  // axe (run after each test) needs timers; let time flow again once the test is done.
  test.afterEach(async ({ page }) => page.clock.resume().catch(() => undefined))

  /** Loads the page with time stopped, so only clock.runFor moves the carousel. */
  async function openWithClock(page: Page) {
    await gotoWithPausedClock(page, (await subject()).url, new Date('2024-01-07T10:00:00'))
    await reachCarousel(page)
    await page.mouse.move(0, 0)
  }

  test('autoplay moves to the next slide after 3000 ms', async ({ page }) => {
    await openWithClock(page)
    await page.clock.runFor(2900)
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(200)
    await expect(bullet(page, 2)).toHaveAttribute('aria-current', 'true')
  })

  test('the pause control stops autoplay, and Play starts it again', async ({ page }) => {
    await openWithClock(page)
    await page.getByRole('button', { name: 'Pause testimonials' }).click()
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    // Leave the carousel, so only the pause control can be holding it.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(10_000)
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Play testimonials' }).click()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(3100)
    await expect(bullet(page, 2)).toHaveAttribute('aria-current', 'true')
  })

  // No hover on a touch screen.
  test('autoplay pauses while the pointer is on the carousel', { tag: '@desktop-only' }, async ({ page }) => {
    await openWithClock(page)
    await page.getByRole('heading', { name: (await subject()).program.testimonials.heading }).scrollIntoViewIfNeeded()
    await page.getByRole('region', { name: 'Testimonials', exact: true }).hover()
    await page.clock.runFor(6000)
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
    await page.mouse.move(0, 0)
    await page.clock.runFor(3100)
    await expect(bullet(page, 2)).toHaveAttribute('aria-current', 'true')
  })

  test('autoplay is off under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openWithClock(page)
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
  })

  test('bullets and previous/next buttons change the slide', async ({ page }) => {
    const { url, program } = await subject()
    const count = program.testimonials.items.length
    expect(count, "testimonials on the fixture site's program page").toBeGreaterThanOrEqual(3)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    await reachCarousel(page)
    await bullet(page, count - 1).click()
    await expect(bullet(page, count - 1)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(bullet(page, count)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Next testimonial' }).click() // loops round
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(bullet(page, count)).toHaveAttribute('aria-current', 'true')
  })

  // The test sets its own widths.
  test('shows 1, 2 and 3 slides at 700, 800 and 1100 px', { tag: '@desktop-only' }, async ({ page }) => {
    for (const [width, perView, gap] of [
      [700, 1, 20],
      [800, 2, 30],
      [1100, 3, 150],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto((await subject()).url)
      await reachCarousel(page)
      const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
      const sizes = await carousel.evaluate((region) => {
        const track = region.querySelector<HTMLElement>('.swiper')!
        const slide = region.querySelector<HTMLElement>('.swiper-slide')!
        return {
          track: track.clientWidth,
          slide: slide.offsetWidth,
          margin: parseFloat(getComputedStyle(slide).marginRight),
        }
      })
      expect(sizes.slide, `slide width at ${width} px`).toBeCloseTo((sizes.track - (perView - 1) * gap) / perView, 0)
      expect(sizes.margin, `gap at ${width} px`).toBe(gap)
    }
  })
})

test.describe('contact block', () => {
  test('the question box (at its content-given #id) sends the question through EmailJS and says so', async ({
    page,
  }) => {
    const { url, title, program } = await subject()
    const requests: Request[] = []
    await page.route(EMAILJS_SEND_FORM, async (route) => {
      requests.push(route.request())
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
    })
    await page.goto(`${url}#${program.contact.id}`)
    const block = page.locator(`#${program.contact.id}`)
    await expect(block.getByRole('heading', { name: program.contact.heading })).toBeVisible()
    const question = block.getByRole('textbox', { name: 'Your e-mail address or your question' })
    const send = block.getByRole('button', { name: 'email us' })
    // Empty: the browser's required check stops it and nothing is sent.
    await send.click()
    await expect(block.getByRole('status')).toHaveText('')
    expect(requests).toHaveLength(0)
    await question.fill('When does the program meet?')
    await send.click()
    await expect(block.getByRole('status')).toHaveText('Thank you, your message was sent')
    expect(requests).toHaveLength(1)
    expect(await formFields(requests[0]!)).toMatchObject({
      template_id: 'template_example_main',
      message: 'When does the program meet?',
      subject: `Question about ${title}`,
    })
    await expect(question).toHaveValue('')
  })

  test('a failed send keeps the question', async ({ page }) => {
    const { url, program } = await subject()
    await page.route(EMAILJS_SEND_FORM, (route) => route.fulfill({ status: 500, body: 'error' }))
    await page.goto(`${url}#${program.contact.id}`)
    const block = page.locator(`#${program.contact.id}`)
    await block.getByRole('textbox', { name: 'Your e-mail address or your question' }).fill('Can my daughter join?')
    await block.getByRole('button', { name: 'email us' }).click()
    await expect(block.getByRole('status')).toContainText(/not sent|could not/i)
    await expect(block.getByRole('textbox', { name: 'Your e-mail address or your question' })).toHaveValue(
      'Can my daughter join?',
    )
  })
})

// One width is enough for what a page downloads.
test('swiper code and CSS load only on the program page', { tag: '@desktop-only' }, async ({ page }) => {
  const swiperFiles = new Set<string>()
  page.on('response', async (response) => {
    const url = response.url()
    if (!/\/_next\/static\/.*\.(js|css)$/.test(url)) return
    const body = await response.text().catch(() => '')
    if (body.includes('swiper-wrapper')) swiperFiles.add(url)
  })
  const { url, program } = await subject()
  needs('testimonials', program.testimonials.items.length > 0)
  await page.goto(url, { waitUntil: 'networkidle' })
  // Not before the visitor comes near the testimonials.
  expect([...swiperFiles]).toEqual([])
  await expect(page.getByRole('region', { name: 'Testimonials', exact: true }).getByRole('blockquote')).toHaveCount(
    program.testimonials.items.length,
  )
  await reachCarousel(page)
  await expect.poll(() => [...new Set([...swiperFiles].map((u) => u.split('.').pop()))].sort()).toEqual(['css', 'js'])

  const { paths, congregations } = await siteContent()
  for (const path of [paths.support, paths.churches, pathOf(congregations[0]!.data.slug), '/']) {
    const requested: string[] = []
    const listen = (request: { url: () => string }) => requested.push(request.url())
    page.on('request', listen)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('request', listen)
    expect(
      requested.filter((u) => swiperFiles.has(u)),
      `${path} loads no swiper file`,
    ).toEqual([])
  }
})
