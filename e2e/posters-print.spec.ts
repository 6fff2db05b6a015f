/**
 * Every poster of the export prints on one A4 sheet, in each language, whatever its congregation's content: an
 * editor adding services or a long place must not push a church door's poster onto a second page unseen
 * (docs/how-it-works.md, "Posters"). Runs on the ministry's own export (the live project); the behaviour of one
 * poster is e2e/poster.spec.ts.
 */
import { POSTER_SEGMENT } from '../lib/poster/address'
import { exportPages, relativePath } from '../lib/list-files'
import { expect, test } from './fixtures'
import { printedPages } from './printed-pages'
import { exportDir } from './site-content'

test('every poster of the export prints on one A4 sheet, in English and Kiswahili', async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'no-axe', description: 'a sheet of paper; e2e/poster.spec.ts scans the poster' })
  test.setTimeout(300_000)
  const out = exportDir()
  const posters = exportPages(out)
    .map((file) => `/${relativePath(out, file).replace(/index\.html$/, '')}`)
    .filter((route) => route.endsWith(`/${POSTER_SEGMENT}/`))
  expect(posters.length, 'posters in the export').toBeGreaterThan(1)
  await page.emulateMedia({ media: 'print' })
  const longer: string[] = []
  for (const poster of posters) {
    await page.goto(poster)
    const pages = await printedPages(page)
    if (pages !== 1) longer.push(`${poster}: ${pages} pages`)
  }
  expect(longer).toEqual([])
})
