/**
 * What a page's link picture says (docs/sharing.md): the words, their language, the layout version and
 * the font, from the same content the page shows, and nothing else, so that the picture (drawn by
 * draw-card.ts), its alt text in the page's meta tags (lib/seo.ts) and the preview's panel agree, and the
 * build step caches a picture by these inputs alone. A congregation's card names it, its region and its
 * main service as its page writes them (lib/congregation/services.ts); every other page's card its title
 * and the ministry's name.
 */
import { mainService, serviceLine } from '../congregation/services'
import { real } from '../content/pending'
import type { Congregation } from '../content/types'
import type { Locale } from '../i18n/locales'
import { catalogues } from '../i18n/messages'
import { fill } from '../i18n/messages/fill'
import { shareImagePath } from './paths'

/** Bump when the drawing changes, so every cached picture is drawn again. */
export const SHARE_LAYOUT_VERSION = 1

/** The pictures' size: what WhatsApp, Facebook and X show as a large link preview. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const

/** What a link preview accepts at most: WhatsApp drops a larger picture. */
export const SHARE_MAX_BYTES = 300 * 1024

/** The font the pictures are written in: Noto Sans, shipped with the project (@fontsource/noto-sans). */
export const SHARE_FONT = 'Noto Sans'

export type ShareCard = {
  /** The page's address in its language, without the base path: `/sw/raila/`. */
  address: string
  /** The picture's address below the base path (paths.ts). */
  image: string
  locale: Locale
  layout: number
  font: string
  /** A small line above the title: the congregation's region. */
  eyebrow?: string
  /** The big words: the congregation's or page's name. */
  title: string
  /** Below the title: the main service and its time; the home page's description. */
  lines: string[]
  /** At the foot: the ministry's name. */
  footer?: string
  /** The picture's alt text, in the page's language: what the picture shows. */
  alt: string
}

type CardWords = Pick<ShareCard, 'eyebrow' | 'title' | 'lines' | 'footer'>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** A card from its words: the alt text says them in order, in the page's language. */
export function shareCard(address: string, locale: Locale, words: CardWords): ShareCard {
  const lines = words.lines.filter((l) => l.trim() !== '')
  const said = [words.title, words.eyebrow, ...lines, words.footer].filter((w): w is string => !!w)
  return {
    address,
    image: shareImagePath(address),
    locale,
    layout: SHARE_LAYOUT_VERSION,
    font: SHARE_FONT,
    ...(words.eyebrow ? { eyebrow: words.eyebrow } : {}),
    title: words.title,
    lines,
    ...(words.footer ? { footer: words.footer } : {}),
    alt: fill(catalogues[locale].share.alt, { words: said.map((w) => w.replace(/[.:]$/, '')).join('. ') }),
  }
}

/**
 * A congregation's card: "Raila congregation", "Nairobi region", "Sunday service: Sundays, 10:00 AM"; in
 * Kiswahili "Kanisa la Raila", "Eneo la Nairobi", "Ibada ya Jumapili: Kila Jumapili, saa nne asubuhi (10:00)".
 * A start time still to be supplied is left out as the page leaves it ("Sundays"); a name or region still to be
 * supplied shows nothing.
 */
export function congregationCard(
  c: Pick<Congregation, 'name' | 'region' | 'services'>,
  { address, locale, siteName }: { address: string; locale: Locale; siteName: string },
): ShareCard {
  const t = catalogues[locale]
  const name = text(real(c.name))
  const region = text(real(c.region))
  const main = mainService(c.services)
  return shareCard(address, locale, {
    eyebrow: region ? fill(t.microsite.region, { region }) : undefined,
    title: name ? fill(t.meta.congregationTitle, { name }) : siteName,
    lines: main ? [`${main.title}: ${serviceLine(main, locale)}`] : [],
    footer: name ? siteName : undefined,
  })
}

/** How much of a description a card writes: four lines of the picture. */
export const DESCRIPTION_MAX = 220

/**
 * The text cut to `max` characters when it is longer: after its last whole sentence that fits, if that keeps more than
 * half, else at a word with an ellipsis.
 */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))
  if (sentence > max / 2) return cut.slice(0, sentence + 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}

/** Any other page's card: its title and the ministry's name (the home page: the name and its description). */
export function pageCard({
  address,
  locale,
  title,
  siteName,
  description,
}: {
  address: string
  locale: Locale
  title: string
  siteName: string
  description?: string
}): ShareCard {
  const isSiteName = title === siteName
  const said = description ? clipAtWord(description.trim(), DESCRIPTION_MAX) : undefined
  return shareCard(address, locale, {
    title,
    lines: said ? [said] : [],
    footer: isSiteName ? undefined : siteName,
  })
}
