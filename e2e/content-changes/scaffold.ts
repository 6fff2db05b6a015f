/**
 * `npm run new:congregation` (and new:page, new:event) make files the site builds with at once: in the
 * changed copy (e2e/content-changes.spec.ts) a scaffolded congregation, page and event are built, and the
 * congregation's page, menu entry and locations-list entry are visited in that export, and no placeholder
 * shows raw. Two scaffolded congregations are given coordinates, which the fixture site has none of, to
 * test "Near me" on the locations list; one is also given a number, a place and a start time, to test the
 * call, WhatsApp and directions links of "Plan your visit" and its calendar file.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locator } from '@playwright/test'
import { distanceKm, distanceText } from '../../lib/congregation/finder'
import { loadContent } from '../../lib/content/load'
import { congregationsByRegion } from '../../lib/content/menu'
import { catalogues } from '../../lib/i18n/messages'
import { proofreadPage } from '../../lib/proofread/page'
import { runIn } from '../../scripts/testing/temp-build'
import { placeholdersShown } from '../export-files'
import { expect, test } from '../fixtures'
import { siteContent } from '../site-content'
import type { ChangedSite } from './site'

/**
 * The map points given to the two scaffolded congregations, and where the visitor stands: by Lake
 * Turkana, a few km from "Kona Mbaya" and far from any congregation the ministry may give coordinates.
 */
const mailiSaba = { latitude: 0.5635, longitude: 34.5606 }
const konaMbaya = { latitude: 2.7634, longitude: 36.7177 }
const visitor = { latitude: 2.75, longitude: 36.7 }
const asText = ({ latitude, longitude }: { latitude: number; longitude: number }) => `${latitude}, ${longitude}`
/** Facts the office has not supplied for any live congregation yet, given to "Kona Mbaya". */
const konaFacts = {
  phone: '0712 345 678',
  place: 'Kona Mbaya trading centre',
  landmark: 'Opposite the water kiosk',
  starts: '10:00',
}

/** Replaces a scaffolded congregation's placeholders for its number, place and main service's start time. */
function giveFacts(copy: string, slug: string, facts: typeof konaFacts) {
  const file = path.join(copy, 'content', 'congregations', `${slug}.en.mdx`)
  const replacements: [RegExp, string][] = [
    [/^phone: .*$/m, `phone: "${facts.phone}"`],
    [/^ {2}place: .*$/m, `  place: ${facts.place}\n  landmark: ${facts.landmark}`],
    [/^ {4}starts: .*$/m, `    starts: "${facts.starts}"`],
  ]
  let text = fs.readFileSync(file, 'utf8')
  for (const [pattern, value] of replacements) {
    if (!pattern.test(text)) throw new Error(`${file} has no line matching ${pattern}`)
    text = text.replace(pattern, value)
  }
  fs.writeFileSync(file, text)
}

/** Gives a scaffolded congregation coordinates in its `location:` block (the scaffolder leaves them as a comment). */
function giveCoordinates(copy: string, slug: string, coordinates: string) {
  const file = path.join(copy, 'content', 'congregations', `${slug}.en.mdx`)
  const text = fs.readFileSync(file, 'utf8')
  const block = /^location:\n(  .*\n)*/m
  if (!block.test(text)) throw new Error(`${file} has no "location:" block to add coordinates to`)
  fs.writeFileSync(
    file,
    text.replace(
      block,
      (found) => `${found.replace(/^ {2}#? ?coordinates:.*\n/m, '')}  coordinates: "${coordinates}"\n`,
    ),
  )
}

/** The distances a list shows, in km, in its order; undefined for an entry without one. */
async function distancesIn(items: Locator): Promise<(number | undefined)[]> {
  // innerText keeps the line breaks between the name, the distance and the service line.
  return (await items.allInnerTexts()).map((text) => {
    const m = /^(\d[\d,]*(?:\.\d)?) (km|m)$/m.exec(text)
    return m ? Number(m[1]!.replace(/,/g, '')) / (m[2] === 'm' ? 1000 : 1) : undefined
  })
}

/** Scaffolds two congregations (one given its facts, both coordinates), a page and an event in the copy. */
export function scaffoldNewContent({ copy }: ChangedSite) {
  runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', 'Maili Saba', '--region', 'Western'])
  runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', 'Kona Mbaya', '--region', 'Nairobi'])
  giveFacts(copy, 'kona-mbaya', konaFacts)
  giveCoordinates(copy, 'maili-saba', asText(mailiSaba))
  giveCoordinates(copy, 'kona-mbaya', asText(konaMbaya))
  runIn(copy, ['run', '-s', 'new:page', '--', '--title', 'Music ministry'])
  runIn(copy, ['run', '-s', 'new:event', '--', '--title', 'Youth camp', '--month', '2024-01'])
}

/** What the built copy shows of the scaffolded content. */
export function scaffoldedPageTests(site: ChangedSite) {
  test('has its page, its menu entry under its region and its place in the locations list', async ({ page }) => {
    await page.goto(`${site.origin}/maili-saba/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maili Saba')

    await page.goto(`${site.origin}/church/`)
    const menu = page.getByRole('navigation', { name: /main/i })
    await expect(menu.getByRole('link', { name: 'Maili Saba', includeHidden: true })).toHaveAttribute(
      'href',
      '/maili-saba/',
    )
    const listed = page.getByRole('main').getByRole('link', { name: /Maili Saba/ })
    await expect(listed.first()).toBeVisible()
    await listed.first().click()
    await expect(page).toHaveURL(`${site.origin}/maili-saba/`)
  })
  test('its "TODO: ..." placeholders, and those of a scaffolded page and event, are left out of the public site, which still reads whole', async ({
    page,
  }) => {
    expect(placeholdersShown(site.out)).toEqual([])
    for (const file of ['maili-saba/index.html', 'sw/maili-saba/index.html', 'events/index.html', 'church/index.html'])
      expect(proofreadPage(fs.readFileSync(path.join(site.out, file), 'utf8'), file, 'public'), file).toEqual([])

    await page.goto(`${site.origin}/maili-saba/`)
    // Nothing about it is known yet: no About section and no link to one.
    await expect(page.locator('#about')).toHaveCount(0)
    await expect(page.locator('a[href="#about"]')).toHaveCount(0)
    await page.goto(`${site.origin}/church/`)
    // Its start time is still to come: the line names the day alone.
    const listed = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Maili Saba' })
    await expect(listed).toContainText('Sundays')
    await expect(listed).not.toContainText(/announced|:\d\d/)
    // The scaffolded page has nothing real yet (its intro and text are placeholders): the public site leaves it out.
    expect(fs.existsSync(path.join(site.out, 'music-ministry', 'index.html'))).toBe(false)
    expect(fs.readFileSync(path.join(site.out, 'sitemap.xml'), 'utf8')).not.toContain('/music-ministry/')
    await page.goto(`${site.origin}/events/`)
    await expect(page.getByRole('main').getByRole('heading', { name: 'Youth camp' })).toBeVisible()
  })

  test('in Kiswahili, before anyone translates it: the English text under the Kiswahili interface, marked and explained, without alternates', async ({
    page,
  }) => {
    const t = catalogues.sw
    await page.goto(`${site.origin}/sw/maili-saba/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByText(t.untranslated.note)).toBeVisible()
    // The English name and text are marked as English; the interface around them is Kiswahili.
    await expect(page.locator('[lang="en"]').getByRole('heading', { level: 1 })).toContainText('Maili Saba')
    await expect(page.getByRole('link', { name: 'English', exact: true }).first()).toHaveAttribute(
      'href',
      '/maili-saba/',
    )
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/maili-saba\/$/)
    // Its English page has no Kiswahili alternate either, and the sitemap lists only the English.
    await page.goto(`${site.origin}/maili-saba/`)
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
    const sitemap = fs.readFileSync(path.join(site.out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('/maili-saba/</loc>')
    expect(sitemap).not.toContain('/sw/maili-saba/')
  })

  test('"Plan your visit" offers call, WhatsApp and directions where the facts are known, and the calendar has the place', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/kona-mbaya/`)
    const visit = page.getByRole('region', { name: 'Services and directions' })
    await expect(visit.locator('address')).toContainText(konaFacts.place)
    await expect(visit.locator('address')).toContainText(konaFacts.landmark)
    await expect(visit.getByRole('link', { name: `Call ${konaFacts.phone}` })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    await expect(visit.getByRole('link', { name: `WhatsApp ${konaFacts.phone}` })).toHaveAttribute(
      'href',
      'https://wa.me/254712345678',
    )
    const at = asText(konaMbaya).replace(' ', '')
    await expect(visit.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      `geo:${at}?q=${at}(Kona%20Mbaya%20congregation)`,
    )
    const web = new URL((await visit.getByRole('link', { name: 'Open the map in a browser' }).getAttribute('href'))!)
    expect(web.searchParams.get('destination')).toBe(at)
    const share = new URL(
      (await visit.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text')!
    expect(share).toContain(`${konaFacts.place}, ${konaFacts.landmark}`)

    const church = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'Church')
    expect(church).toMatchObject({
      telephone: '+254712345678',
      geo: { latitude: konaMbaya.latitude, longitude: konaMbaya.longitude },
      address: { streetAddress: konaFacts.place },
    })

    const calendar = fs.readFileSync(path.join(site.out, 'kona-mbaya', 'kona-mbaya-services.ics'), 'utf8')
    expect(calendar).toContain(`LOCATION:${konaFacts.place}\\, ${konaFacts.landmark}`)
    expect(calendar).toContain(`GEO:${konaMbaya.latitude};${konaMbaya.longitude}`)
    expect(calendar).toMatch(/DTSTART;TZID=Africa\/Nairobi:\d{8}T100000/)

    // Maili Saba's start time is still a placeholder: no calendar file, and the page says the time is to come.
    expect(fs.existsSync(path.join(site.out, 'maili-saba', 'maili-saba-services.ics'))).toBe(false)
    await page.goto(`${site.origin}/maili-saba/`)
    await expect(page.getByRole('link', { name: /Add these services to your calendar/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0)
  })

  test('"Near me" lists the congregations nearest first with their distance; "Show by region" goes back', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: site.origin })
    await context.setGeolocation(visitor)
    // Every congregation of the copy: the fixture site's and those the other changes added.
    const total = (await loadContent('en', path.join(site.copy, 'content'))).congregations.length
    await page.goto(`${site.origin}/church/`)
    await expect(page.getByText('Your location stays on your phone')).toBeVisible()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' || /2\.75|36\.7\b/.test(request.url()))
        sent.push(`${request.method()} ${request.url()}`)
    })
    // The finder starts at the visitor's first action on it: this tap starts it, and is not lost.
    await page.getByRole('button', { name: 'Near me' }).click()

    const nearest = page.getByRole('region', { name: 'Nearest first' }).getByRole('listitem')
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} congregations, nearest first`)
    await expect(nearest).toHaveCount(total)
    await expect(nearest.first().getByRole('link', { name: 'Kona Mbaya', exact: true })).toHaveAttribute(
      'href',
      '/kona-mbaya/',
    )
    await expect(nearest.first()).toContainText(distanceText(distanceKm(visitor, konaMbaya)))
    await expect(nearest.filter({ hasText: 'Maili Saba' })).toContainText(distanceText(distanceKm(visitor, mailiSaba)))
    // Distances rise down the list; congregations without coordinates follow, without one.
    const distances = await distancesIn(nearest)
    const measured = distances.filter((d) => d !== undefined)
    expect(measured.length).toBeGreaterThanOrEqual(2)
    expect(measured).toEqual([...measured].sort((a, b) => a - b))
    expect(distances.slice(measured.length).every((d) => d === undefined)).toBe(true)
    // The region filter still applies to the sorted list.
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Western')
    await expect(nearest.filter({ hasText: 'Maili Saba' })).toHaveCount(1)
    await expect(nearest.filter({ hasText: 'Kona Mbaya' })).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'All regions' })
    expect(sent, 'the position is sent nowhere').toEqual([])

    await page.getByRole('button', { name: 'Show by region' }).click()
    await expect(page.getByRole('region', { name: 'Nearest first' })).toHaveCount(0)
    for (const { region } of congregationsByRegion(await siteContent()))
      await expect(page.getByRole('heading', { level: 2, name: region, exact: true })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Western', exact: true }).getByRole('link', { name: 'Maili Saba', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Near me' })).toBeFocused()
  })

  test('a refused location says why and keeps the list by region', async ({ page, context }) => {
    // Not granted: the browser refuses, as when a visitor answers "Block".
    await context.clearPermissions()
    await page.goto(`${site.origin}/church/`)
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Your location was not shared')
    await expect(page.getByRole('region', { name: 'Nearest first' })).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'Western', exact: true }).getByRole('link', { name: 'Maili Saba', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Near me' })).toBeEnabled()
  })
}
