import { describe, expect, it } from 'vitest'
import type { ServiceInput } from '../content/schemas/service-rules'
import { cardElement, cardSvg, cardTexts, drawCard, loadCardFonts, titleSize } from './draw-card'
import { pngSize } from './png-size'
import { congregationCard, SHARE_MAX_BYTES } from './share-card'

const sunday: ServiceInput = { title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00' }
const card = (locale: 'en' | 'sw', name = 'Raila') =>
  congregationCard(
    { name, region: 'Nairobi', services: [sunday] },
    { address: locale === 'en' ? '/raila/' : '/sw/raila/', locale, siteName: 'Example Ministries' },
  )

describe('drawing a link picture', () => {
  it("writes the card's words and nothing else", () => {
    expect(cardTexts(cardElement(card('en')))).toEqual([
      'Nairobi region',
      'Raila congregation',
      'Sunday service: Sundays, 10:00 AM',
      'Example Ministries',
    ])
    expect(cardTexts(cardElement(card('sw')))).toContain('Sunday service: Kila Jumapili, saa nne asubuhi (10:00)')
  })

  it('lays out every word of the card inside the picture, a long name on more than one line', async () => {
    const words = (svg: string) =>
      [...svg.matchAll(/<text[^>]*\sx="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), text: m[2]! }))
    const svg = await cardSvg(card('sw'), loadCardFonts(), { asText: true })
    expect(svg).toMatch(/^<svg[^>]*width="1200"[^>]*height="630"/)
    const laid = words(svg)
      .map((w) => w.text)
      .join('')
      .replace(/\s+/g, ' ')
    for (const text of [
      'Eneo la Nairobi',
      'Kanisa la Raila',
      'Kila Jumapili, saa nne asubuhi (10:00)',
      'Example Ministries',
    ])
      // The region is written in capitals.
      expect(laid.replace(/\s+/g, '').toLowerCase()).toContain(text.replace(/\s+/g, '').toLowerCase())
    const long = await cardSvg(
      card('en', 'Maili Saba na Kituo cha Wakristo wa Mlima Elgon Magharibi'),
      loadCardFonts(),
      {
        asText: true,
      },
    )
    const ys = new Set(
      [...long.matchAll(/<text[^>]*\sy="([\d.]+)"[^>]*>[^<]*(Saba|Magharibi)[^<]*<\/text>/g)].map((m) => m[1]),
    )
    expect(ys.size).toBeGreaterThan(1)
    expect(words(long).every((w) => w.x >= 0 && w.x < 1200)).toBe(true)
  })

  it('is a PNG of 1200x630 under the byte budget', async () => {
    const png = await drawCard(card('sw'), loadCardFonts())
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(png.length).toBeLessThan(SHARE_MAX_BYTES)
  })

  it('writes a long name smaller, to wrap inside the picture', () => {
    const long = card('en', 'Maili Saba na Kituo cha Wakristo wa Mlima Elgon Magharibi')
    expect(titleSize(long.title)).toBeLessThan(titleSize(card('en').title))
  })
})
