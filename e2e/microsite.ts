/**
 * Reading a congregation's page as a visitor meets it: its sections top to bottom, and the in-page
 * links of its top bar and footer, checked against the sections it shows (never against the code that
 * lays the page out).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { parseFrontmatter } from '../lib/content/frontmatter'
import { micrositeSections } from '../lib/content/schemas/congregations'
import type { CongregationEntry } from '../lib/content/types'
import { sectionIds } from '../lib/element-ids'
import type { Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { fill } from '../lib/i18n/messages/fill'
import { expect } from './fixtures'
import { contentRoot } from './site-content'

/** The parts of `main` a visitor meets, in order: the hero or title banner, then each section (id and heading). */
export async function sectionsOf(page: Page): Promise<{ id: string; heading: string }[]> {
  return page.locator('main > [id]').evaluateAll((parts) =>
    parts.map((part) => ({
      id: part.id,
      heading: (part.querySelector('h1, h2')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  )
}

/** The in-page links (`#id`) of a navigation landmark, each once. */
export async function anchorsIn(page: Page, name: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name, exact: true })
  await expect(nav, `the navigation "${name}"`).toHaveCount(1)
  const hrefs = await nav.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  return [...new Set(hrefs)]
}

/**
 * The top bar and the footer of a congregation's page link to the sections it shows, and to nothing
 * else: a visitor never follows a link to a section that is not there. (The "Programs" link leads to
 * "Happening weekly" where the page has it, else to the current programs.)
 */
export async function expectAnchorsMatchSections(page: Page, lang: Locale, name: string) {
  const shown = (await sectionsOf(page)).map((s) => s.id)
  const linkable = shown.filter((id) => !(id === sectionIds.programs && shown.includes(sectionIds.weekly)))
  const t = catalogues[lang].microsite
  for (const nav of [t.label, fill(t.footerLabel, { name })]) {
    const anchors = await anchorsIn(page, nav)
    expect
      .soft(
        anchors.map((a) => a.slice(1)).sort(),
        `${page.url()}: the links of "${nav}" and the sections shown (${shown.join(', ')})`,
      )
      .toEqual([...linkable].sort())
  }
  // Every in-page link anywhere on the page (the skip link, "use the contact form", ...) has its target.
  const targets = await page
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
  const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), [...new Set(targets)])
  expect.soft(missing, `${page.url()}: in-page links to ids the page does not have`).toEqual([])
}

/**
 * The ids of the sections a congregation's file lists, in its order (every kind, in the full order, when
 * it lists none): what its page may show, as the editor wrote it. The page opens with the hero, or a
 * title banner in its place, at the hero's id.
 */
export function listedSectionIds(c: Pick<CongregationEntry, 'file' | 'source'>): string[] {
  const { data } = parseFrontmatter(c.file, fs.readFileSync(path.join(contentRoot(), c.source), 'utf8'))
  const listed = (
    (data as { sections?: (typeof micrositeSections)[number][] } | undefined)?.sections ?? [...micrositeSections]
  ).map((kind) => sectionIds[kind])
  return [sectionIds.hero, ...listed.filter((id) => id !== sectionIds.hero)]
}

/** Whether `shown` is `listed` with some left out, in the same order. */
export function inOrderWithin(shown: readonly string[], listed: readonly string[]): boolean {
  let at = 0
  for (const id of shown) {
    at = listed.indexOf(id, at) + 1
    if (at === 0) return false
  }
  return true
}
