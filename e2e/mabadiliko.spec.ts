import type { Request } from '@playwright/test'
import type { Page, TestInfo } from '@playwright/test'
import { EMAILJS_SEND_FORM, formFields } from './third-party'
import { expect, test, widthOf } from './fixtures'
import { pageWith, pathOf, siteContent } from './site-content'

/** The program page's own lists, as content gives them. */
const program = async () => (await pageWith('the program layout', (p) => p.data.layout === 'program')).data.program!

/** The Mabadiliko Ya Wanadada program page (issue 6; SPEC §2 "Mabadiliko program page", §4, §9). */
const programNav = (page: Page) => page.getByRole('navigation', { name: 'Program' })
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Program menu' })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const bullet = (page: Page, n: number) => page.getByRole('button', { name: `Go to testimonial ${n}`, exact: true })
/** The carousel loads when the visitor scrolls near it: scroll there and wait for it. */
async function reachCarousel(page: Page) {
  await page.getByRole('heading', { name: 'What are they Saying' }).scrollIntoViewIfNeeded()
  await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
}

/** Sections that look the same at 900 px as at desktop width run at desktop and phone widths only. */
const skipNarrow = ({}, testInfo: TestInfo) => test.skip(testInfo.project.name === 'narrow', 'runs at desktop and phone widths')

/** True when the element's top edge is inside the window (the anchor scrolled it into view). */
const inView = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).evaluate((el) => {
    const top = el.getBoundingClientRect().top
    return top >= 0 && top < window.innerHeight
  })

test.describe('program navigation bar (768 px and wider)', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) < 768, 'the links sit in the bar from 768 px'))

  test('About, Testimonials and Contact land on their sections; Home and Support lead away', async ({ page }) => {
    await page.goto('/mabadiliko/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0) // its own bar, not the site header
    const sections = { About: ['about', 'About Our Project'], Testimonials: ['testimonials', 'What are they Saying'], Contact: ['contact-mb', 'Have Question In Mind? Let Us Help You'] }
    for (const [link, [id, heading]] of Object.entries(sections)) {
      await programNav(page).getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/mabadiliko/#${id}$`))
      await expect.poll(() => inView(page, heading!), `${link} scrolls to "${heading}"`).toBe(true)
    }
    await programNav(page).getByRole('link', { name: 'Support our program' }).click()
    await expect(page).toHaveURL(/\/support\/$/)
    await page.goto('/mabadiliko/')
    await programNav(page).getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})

test.describe('program drawer on a phone', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) !== 390, 'the drawer is checked at 390 px'))

  test('opens 250 px wide on the right with an icon per entry, and keeps focus inside', async ({ page }) => {
    await page.goto('/mabadiliko/')
    await expect(programNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden()
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    const box = (await drawer(page).boundingBox())!
    expect(Math.round(box.width)).toBe(250)
    expect(Math.round(box.x + box.width)).toBe(390)
    for (const name of ['Home', 'About', 'Testimonials', 'Contact']) {
      await expect(drawer(page).getByRole('link', { name, exact: true }).locator('svg')).toHaveCount(1)
    }
    await expect(drawer(page).getByRole('link', { name: 'Support our program' })).toBeVisible()
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
    await page.goto('/mabadiliko/')
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/mabadiliko/')
    await menuButton(page).click()
    await expect(drawer(page)).toBeVisible()
    await page.mouse.click(60, 500) // on the dimmed page left of the drawer
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })

  test('a link closes it and lands on its section', async ({ page }) => {
    await page.goto('/mabadiliko/')
    await menuButton(page).click()
    await drawer(page).getByRole('link', { name: 'Testimonials' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(/#testimonials$/)
    await expect.poll(() => inView(page, 'What are they Saying')).toBe(true)
    await expect(menuButton(page)).toBeFocused()
    await menuButton(page).click()
    await drawer(page).getByRole('link', { name: 'Contact' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect.poll(() => inView(page, 'Have Question In Mind? Let Us Help You')).toBe(true)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the links stay in the bar and the longer description is shown', async ({ page }, testInfo) => {
    test.skip(widthOf(testInfo) !== 390, 'checked where the drawer would be')
    await page.goto('/mabadiliko/')
    await expect(programNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
    await expect(menuButton(page)).toBeHidden()
    await expect(page.getByText(/one of the ministry.s projects/)).toBeVisible()
  })
})

test.describe('banner and About Our Project', () => {
  test.beforeEach(skipNarrow)

  test('the banner names the program and its purpose, and Support Us leads to /support/', async ({ page }) => {
    await page.goto('/mabadiliko/')
    await expect(page.getByRole('heading', { level: 1, name: 'Mabadiliko Ya Wanadada' })).toBeVisible()
    await expect(page.getByText('A mentoring program for girls aged 11 to 17.', { exact: true })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Support Us' }).click()
    await expect(page).toHaveURL(/\/support\/$/)
  })

  test('Learn More shows and hides the longer description', async ({ page }) => {
    await page.goto('/mabadiliko/')
    const learnMore = page.getByRole('button', { name: 'Learn More' })
    const more = page.getByText(/one of the ministry.s projects, alongside Lamu House and Tumati/)
    await expect(more).toBeHidden()
    await learnMore.click()
    await expect(learnMore).toHaveAttribute('aria-expanded', 'true')
    await expect(more).toBeVisible()
    await expect(page.getByText('More about the program will be added by the ministry.')).toBeVisible()
    await learnMore.click()
    await expect(more).toBeHidden()
  })

  test('Watch Video opens and closes the player with the keyboard, loading the video only when opened', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (/placeholder-program-video\.(mp4|vtt)/.test(request.url())) videoRequests.push(request.url())
    })
    await page.goto('/mabadiliko/')
    const watch = page.getByRole('button', { name: 'Watch Video' })
    const player = page.getByRole('dialog', { name: 'Mabadiliko Ya Wanadada program video' })
    await expect(watch).toBeVisible()
    await expect(page.locator('video')).toHaveCount(0)
    expect(videoRequests).toEqual([])

    await watch.focus()
    const loading = page.waitForRequest(/placeholder-program-video\.mp4/)
    await page.keyboard.press('Enter')
    await expect(player).toBeVisible()
    await expect(player.getByRole('button', { name: 'Close video' })).toBeFocused()
    await expect(player.locator('video')).toBeVisible()
    await loading
    await expect(player.getByText('This is a placeholder clip')).toBeVisible()

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

test.describe('volunteers and testimonials', () => {
  test.beforeEach(skipNarrow)

  test('volunteer cards with placeholder names shown sensibly, and a photo grid', async ({ page }) => {
    const { volunteers } = await program()
    const unnamed = volunteers.items.filter((v) => v.name.startsWith('TODO:'))
    await page.goto('/mabadiliko/')
    const section = page.locator('section', { has: page.getByRole('heading', { name: volunteers.heading }) })
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(volunteers.items.length)
    await expect(section.getByRole('heading', { level: 3, name: 'Volunteer (name to be added)' })).toHaveCount(unnamed.length)
    for (const v of volunteers.items) await expect(section.getByRole('img', { name: v.image.alt, exact: true })).toHaveCount(1)
    await expect(section.getByRole('list', { name: 'Program photos' }).getByRole('img')).toHaveCount(volunteers.photos.length)
  })

  test('every testimonial is in the served HTML, with no placeholder markers', async ({ request }) => {
    const { testimonials } = await program()
    const waiting = testimonials.items.filter((t) => t.quote.startsWith('TODO:')).length
    const unnamed = testimonials.items.filter((t) => t.name.startsWith('TODO:')).length
    const html = await (await request.get('/mabadiliko/')).text()
    expect(html).toContain('What are they Saying')
    expect(html).toContain('TESTIMONIALS')
    expect(html.match(/<blockquote[^>]*>/g)).toHaveLength(testimonials.items.length)
    expect(html.match(/<blockquote[^>]*><p>Testimonial to be added\.<\/p><\/blockquote>/g) ?? []).toHaveLength(waiting)
    expect(html.match(/<figcaption[^>]*>Name to be added<\/figcaption>/g) ?? []).toHaveLength(unnamed)
    expect(html).toContain('id="contact-mb"')
    expect(html).not.toContain('TODO:')
  })
})

test.describe('testimonials carousel', () => {
  test.beforeEach(skipNarrow)

  // axe (run after each test) needs timers; let time flow again once the test is done.
  test.afterEach(async ({ page }) => page.clock.resume().catch(() => undefined))

  /** Loads the page with time stopped, so only clock.runFor moves the carousel. */
  async function openWithClock(page: Page) {
    await page.clock.install({ time: new Date('2024-01-07T10:00:00') })
    await page.clock.pauseAt(new Date('2024-01-07T10:00:01'))
    await page.goto('/mabadiliko/')
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

  test('autoplay pauses while the pointer is on the carousel', async ({ page }, testInfo) => {
    test.skip(testInfo.project.use.hasTouch === true, 'no hover on a touch screen')
    await openWithClock(page)
    await page.getByRole('heading', { name: 'What are they Saying' }).scrollIntoViewIfNeeded()
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
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/mabadiliko/')
    await reachCarousel(page)
    await bullet(page, 4).click()
    await expect(bullet(page, 4)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(bullet(page, 5)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Next testimonial' }).click() // loops round
    await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(bullet(page, 5)).toHaveAttribute('aria-current', 'true')
  })

  test('shows 1, 2 and 3 slides at 700, 800 and 1100 px', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the test sets its own widths')
    for (const [width, perView, gap] of [[700, 1, 20], [800, 2, 30], [1100, 3, 150]] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/mabadiliko/')
      await reachCarousel(page)
      const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
      const sizes = await carousel.evaluate((region) => {
        const track = region.querySelector<HTMLElement>('.swiper')!
        const slide = region.querySelector<HTMLElement>('.swiper-slide')!
        return { track: track.clientWidth, slide: slide.offsetWidth, margin: parseFloat(getComputedStyle(slide).marginRight) }
      })
      expect(sizes.slide, `slide width at ${width} px`).toBeCloseTo((sizes.track - (perView - 1) * gap) / perView, 0)
      expect(sizes.margin, `gap at ${width} px`).toBe(gap)
    }
  })
})

test.describe('contact block', () => {
  test.beforeEach(skipNarrow)

  test('#contact-mb sends the question through EmailJS and says so', async ({ page }) => {
    const requests: Request[] = []
    await page.route(EMAILJS_SEND_FORM, async (route) => {
      requests.push(route.request())
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
    })
    await page.goto('/mabadiliko/#contact-mb')
    const block = page.locator('#contact-mb')
    await expect(block.getByRole('heading', { name: 'Have Question In Mind? Let Us Help You' })).toBeVisible()
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
      subject: 'Question about Mabadiliko Ya Wanadada',
    })
    await expect(question).toHaveValue('')
  })

  test('a failed send keeps the question', async ({ page }) => {
    await page.route(EMAILJS_SEND_FORM, (route) => route.fulfill({ status: 500, body: 'error' }))
    await page.goto('/mabadiliko/#contact-mb')
    const block = page.locator('#contact-mb')
    await block.getByRole('textbox', { name: 'Your e-mail address or your question' }).fill('Can my daughter join?')
    await block.getByRole('button', { name: 'email us' }).click()
    await expect(block.getByRole('status')).toContainText(/not sent|could not/i)
    await expect(block.getByRole('textbox', { name: 'Your e-mail address or your question' })).toHaveValue('Can my daughter join?')
  })
})

test('swiper code and CSS load only on the program page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough for what a page downloads')
  const swiperFiles = new Set<string>()
  page.on('response', async (response) => {
    const url = response.url()
    if (!/\/_next\/static\/.*\.(js|css)$/.test(url)) return
    const body = await response.text().catch(() => '')
    if (body.includes('swiper-wrapper')) swiperFiles.add(url)
  })
  await page.goto('/mabadiliko/', { waitUntil: 'networkidle' })
  // Not before the visitor comes near the testimonials.
  expect([...swiperFiles]).toEqual([])
  await expect(page.getByRole('region', { name: 'Testimonials', exact: true }).getByRole('blockquote')).toHaveCount((await program()).testimonials.items.length)
  await reachCarousel(page)
  await expect.poll(() => [...swiperFiles].map((u) => u.split('.').pop()).sort()).toEqual(['css', 'js'])

  const { paths, congregations } = await siteContent()
  for (const path of [paths.support, paths.churches, pathOf(congregations[0]!.data.slug), '/']) {
    const requested: string[] = []
    const listen = (request: { url: () => string }) => requested.push(request.url())
    page.on('request', listen)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('request', listen)
    expect(requested.filter((u) => swiperFiles.has(u)), `${path} loads no swiper file`).toEqual([])
  }
})
