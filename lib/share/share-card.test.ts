import { describe, expect, it } from 'vitest'
import type { ServiceInput } from '../content/schemas/service-rules'
import { catalogues } from '../i18n/messages'
import { clipAtWord, congregationCard, DESCRIPTION_MAX, pageCard, SHARE_LAYOUT_VERSION } from './share-card'

const sunday: ServiceInput = { title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00' }
const site = 'Example Ministries'
const raila = { name: 'Raila', region: 'Nairobi', services: [sunday, { ...sunday, title: 'Youth service' }] }

describe("a congregation's link picture", () => {
  it('names the congregation, its region and its main service with its time, as the page writes them', () => {
    const card = congregationCard(raila, { address: '/raila/', locale: 'en', siteName: site })
    expect(card).toMatchObject({
      eyebrow: 'Nairobi region',
      title: 'Raila congregation',
      lines: ['Sunday service: Sundays, 10:00 AM'],
      footer: site,
      image: '/share/en/raila.png',
      locale: 'en',
      layout: SHARE_LAYOUT_VERSION,
    })
    expect(card.alt).toBe(
      "A card in the site's colours that reads: Raila congregation. Nairobi region. Sunday service: Sundays, 10:00 AM. Example Ministries",
    )
  })

  it('leaves out a start time still to be supplied, as the page does, and never shows the placeholder', () => {
    const card = congregationCard(
      { ...raila, services: [{ ...sunday, starts: { pending: 'the start time of the Sunday service' } }] },
      { address: '/raila/', locale: 'en', siteName: site },
    )
    expect(card.lines).toEqual(['Sunday service: Sundays'])
    expect(JSON.stringify(card)).not.toMatch(/TODO|start time of|To supply/)
  })

  it('is in Kiswahili on the Kiswahili page, with the Swahili hour', () => {
    const card = congregationCard(raila, { address: '/sw/raila/', locale: 'sw', siteName: site })
    expect(card).toMatchObject({
      eyebrow: 'Eneo la Nairobi',
      title: 'Kanisa la Raila',
      lines: ['Sunday service: Kila Jumapili, saa nne asubuhi (10:00)'],
      image: '/share/sw/raila.png',
      locale: 'sw',
    })
    expect(card.alt.startsWith(catalogues.sw.share.alt.split('{')[0]!)).toBe(true)
    expect(card.alt).toContain('Kila Jumapili, saa nne asubuhi (10:00)')
  })

  it('shows nothing for a name or region still to be supplied', () => {
    const card = congregationCard(
      { name: { pending: 'the name' }, region: { pending: 'the region' }, services: [sunday] } as never,
      { address: '/raila/', locale: 'en', siteName: site },
    )
    expect(card.eyebrow).toBeUndefined()
    expect(card.title).toBe(site)
    expect(JSON.stringify(card)).not.toMatch(/pending|the name|the region/)
  })
})

describe("another page's link picture", () => {
  it("holds its title and the ministry's name", () => {
    const card = pageCard({ address: '/sw/tafuta/', locale: 'sw', title: 'Tafuta', siteName: site })
    expect(card).toMatchObject({ title: 'Tafuta', lines: [], footer: site, image: '/share/sw/tafuta.png' })
  })

  it("on the home page, the ministry's name and its description, cut after a sentence or at a word", () => {
    const card = pageCard({ address: '/', locale: 'en', title: site, siteName: site, description: 'We meet.' })
    expect(card).toMatchObject({ title: site, lines: ['We meet.'], image: '/share/en.png' })
    expect(card.footer).toBeUndefined()
    const sentences = `${'Worship together every Sunday. '.repeat(10)}End.`
    const cut = pageCard({ address: '/', locale: 'en', title: site, siteName: site, description: sentences }).lines[0]!
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(cut).toMatch(/Sunday\.$/)
    expect(clipAtWord('one two three four five six seven', 20)).toBe('one two three four…')
  })

  it('clipAtWord leaves a short text as it is', () => {
    expect(clipAtWord('Short', 10)).toBe('Short')
  })
})
