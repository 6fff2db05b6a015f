import { describe, expect, it } from 'vitest'
import {
  givingFactsOf,
  isTooOld,
  savedAtOf,
  savedDay,
  savedNotice,
  servedFromSavedCopy,
  showsGivingFact,
  withholdGiving,
} from './saved-copy'
import { SAVED_COPY_WORDS } from './saved-copy-words'

const DAY = 24 * 60 * 60 * 1000
// 3 March 2031, 10:00 in Nairobi.
const march3 = Date.parse('2031-03-03T07:00:00Z')

/**
 * A congregation page as the build writes it (components/congregation/GivingSection.tsx), with the footer of the site's
 * other pages.
 */
const copyButton = (value: string, label: string) =>
  `<island-root data-island="copy-button" data-props="{&quot;value&quot;:&quot;${value}&quot;,&quot;label&quot;:&quot;${label}&quot;,&quot;text&quot;:{&quot;button&quot;:&quot;Copy&quot;,&quot;copiedStatus&quot;:&quot;${label} ${value} copied&quot;}}" class="contents"><button type="button">Copy<span class="sr-only"> ${label}</span></button><span role="status" class="sr-only"></span></island-root>`
const congregationPage =
  '<html lang="en"><head><title>Raila congregation | The Ministry</title></head><body><main id="main">' +
  '<section id="home"><h1>Raila congregation</h1><p>Sunday service, 10:00 AM. Call 0712 345 678.</p></section>' +
  '<section id="give" aria-labelledby="give-heading"><div class="mx-auto"><h2 id="give-heading">Offerings and tithes</h2>' +
  '<div data-giving-group="" class="mt-6 max-w-2xl rounded-lg bg-white"><dl>' +
  `<div><dt>Paybill number</dt><dd><span data-giving="paybill" class="font-mono">247247</span>${copyButton('247247', 'paybill number')}</dd></div>` +
  `<div><dt>Account number</dt><dd><span data-giving="account" class="font-mono">RAILA-07</span>${copyButton('RAILA-07', 'account number')}</dd></div></dl>` +
  '<ol><li>Open M-Pesa.</li><li data-giving="paybill">Enter business number 247247.</li></ol>' +
  '<p>Before you enter your PIN, M-Pesa shows the name <strong data-giving="accountName" class="font-bold">RAILA CHURCH &amp; FRIENDS</strong>.</p></div></div></section>' +
  `<section id="contact"><island-root data-island="message-form" data-props="{&quot;label&quot;:&quot;Message to Raila&quot;}"><form></form></island-root>${copyButton('0712 345 678', 'phone number')}</section>` +
  '</main><footer><p data-giving-group="" class="mt-2">Give by M-Pesa paybill <strong data-giving="paybill" class="text-white">247247</strong> · <a href="/support/">other ways</a></p></footer></body></html>'

describe('the moment a copy was saved', () => {
  it('is read from the header the worker writes, and is unknown without one', () => {
    expect(savedAtOf('2031-03-03T07:00:00.000Z')).toBe(march3)
    expect(savedAtOf('unknown')).toBeUndefined()
    expect(savedAtOf(null)).toBeUndefined()
  })

  it('is written as the day in Nairobi, in the page language', () => {
    expect(savedDay('en', march3)).toBe('3 March 2031')
    expect(savedDay('sw', march3)).toBe('3 Machi 2031')
    // 22:30 UTC on 2 March is already 3 March in Nairobi.
    expect(savedDay('en', Date.parse('2031-03-02T22:30:00Z'))).toBe('3 March 2031')
  })

  it('makes a copy too old to show giving numbers after thirty days, not before', () => {
    expect(isTooOld(march3, march3 + 30 * DAY)).toBe(false)
    expect(isTooOld(march3, march3 + 30 * DAY + 1)).toBe(true)
    expect(isTooOld(march3, march3 - DAY)).toBe(false)
  })
})

describe('a page served from its saved copy', () => {
  it('shows giving facts when an element is marked data-giving', () => {
    expect(showsGivingFact(congregationPage)).toBe(true)
    expect(givingFactsOf(congregationPage)).toEqual([
      '247247',
      'RAILA-07',
      'Enter business number 247247.',
      'RAILA CHURCH & FRIENDS',
      '247247',
    ])
    expect(showsGivingFact('<main><p>About us: 247247 members</p></main>')).toBe(false)
  })

  it('says it is saved, with its day, before each group of giving facts, in the page language', () => {
    const html = servedFromSavedCopy(congregationPage, { locale: 'en', savedAt: march3, now: march3 + 2 * DAY })
    const notice = savedNotice('en', march3, false)
    expect(notice).toContain(
      '<strong>Saved on this phone on 3 March 2031.</strong> Check the number with the church before you send money.</p>',
    )
    expect(notice).toMatch(/^<p data-saved-notice="" role="note" lang="en" class="[^"]*">/)
    expect(html).toContain(`${notice}<div data-giving-group=""`)
    expect(html).toContain(`${notice}<p data-giving-group=""`)
    expect(html.split(notice)).toHaveLength(3)
    // The numbers are still there, as saved.
    expect(html.replace(new RegExp(notice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), '')).toBe(congregationPage)
    expect(savedNotice('sw', march3, false)).toContain(
      '<strong>Imehifadhiwa kwenye simu hii tarehe 3 Machi 2031.</strong> Hakikisha nambari na kanisa kabla ya kutuma pesa.',
    )
  })

  it('puts the notice at the top of the main content when the page marks no group', () => {
    const html = servedFromSavedCopy(
      '<body><main id="main"><p>Paybill <strong data-giving="paybill">247247</strong></p></main></body>',
      { locale: 'sw', savedAt: march3, now: march3 },
    )
    expect(html).toMatch(
      /^<body><main id="main"><p data-saved-notice="" role="note" lang="sw"[^>]*><strong>Imehifadhiwa kwenye simu hii tarehe 3 Machi 2031\.<\/strong>/,
    )
  })

  it('leaves a page without giving facts as it was saved', () => {
    const page = '<main><h1>Who we are</h1></main>'
    expect(servedFromSavedCopy(page, { locale: 'en', savedAt: march3, now: march3 + 400 * DAY })).toBe(page)
  })

  it('past the age limit, hides every giving number: no element, copy button or island holds one, and the notice says why', () => {
    const html = servedFromSavedCopy(congregationPage, { locale: 'en', savedAt: march3, now: march3 + 31 * DAY })
    expect(html).not.toMatch(/247247|RAILA-07/)
    expect(html).not.toContain('data-giving=')
    expect(html).toContain(
      '<span data-giving-withheld="paybill" class="font-mono"><span class="font-sans text-base font-semibold tracking-normal">(ask the church office)</span></span>',
    )
    expect(html).toContain(
      '<li data-giving-withheld="paybill">Enter business number <span class="font-sans text-base font-semibold tracking-normal">(ask the church office)</span>.</li>',
    )
    expect(html).toContain(
      '<strong data-giving-withheld="accountName" class="font-bold"><span class="font-sans text-base font-semibold tracking-normal">(ask the church office)</span></strong>',
    )
    expect(html).toContain(
      'Give by M-Pesa paybill <strong data-giving-withheld="paybill" class="text-white"><span class="font-sans text-base font-semibold tracking-normal">(ask the church office)</span></strong>',
    )
    // The copy buttons of the hidden numbers are gone; the phone number's stays, as does everything else.
    expect(html.match(/data-island="copy-button"/g)).toHaveLength(1)
    expect(html).toContain('phone number 0712 345 678 copied')
    expect(html).toContain('data-island="message-form"')
    expect(html).toContain(
      '<strong>Saved on this phone on 3 March 2031, more than 30 days ago.</strong> Its giving numbers are hidden: ask the church office, or open this page again with a connection.',
    )
  })

  it("past the age limit, hides a number wherever else the page holds it (the donation widget's props), and a pastor's number with its spaces", () => {
    const page =
      '<main><island-root data-island="donation-widget" data-props="{&quot;clientId&quot;:&quot;test&quot;,&quot;paybill&quot;:&quot;247247&quot;}"></island-root>' +
      '<ol data-giving-group=""><li>Business number: <strong data-giving="paybill">247247</strong></li></ol>' +
      `<dl><dd><span data-giving="pastorNumber">0712 345 678</span>${copyButton('0712 345 678', "pastor's number")}</dd></dl></main>`
    const html = withholdGiving(page, SAVED_COPY_WORDS.sw.withheld)
    expect(html).toContain(
      '{&quot;clientId&quot;:&quot;test&quot;,&quot;paybill&quot;:&quot;(uliza ofisi ya kanisa)&quot;}',
    )
    expect(html).not.toMatch(/247247|0712 345 678/)
    expect(html).not.toContain('copy-button')
  })

  it('hides a name or a short value where it is marked, and leaves them elsewhere, where they could be anything', () => {
    const page =
      '<p><strong data-giving="account">7</strong> <span data-giving="accountName">MAMA\'S</span></p><p>7 days. MAMA&#x27;S</p>'
    const ask = '<span class="font-sans text-base font-semibold tracking-normal">(ask)</span>'
    expect(withholdGiving(page, '(ask)')).toBe(
      `<p><strong data-giving-withheld="account">${ask}</strong> <span data-giving-withheld="accountName">${ask}</span></p><p>7 days. MAMA&#x27;S</p>`,
    )
  })

  it('past the age limit, turns a link to give online into the words, with no link left', () => {
    const page =
      '<li><a data-giving="paymentLink" href="https://www.paypal.com/donate/?hosted_button_id=A1" rel="noopener">Give through PayPal<span class="sr-only"> (opens another site)</span></a></li>'
    const html = withholdGiving(page, '(ask)')
    expect(html).toBe(
      '<li><span data-giving-withheld="paymentLink"><span class="font-sans text-base font-semibold tracking-normal">(ask)</span></span></li>',
    )
  })

  it("has words that read the same in an island's props as in text (no character JSON or HTML would escape)", () => {
    for (const words of Object.values(SAVED_COPY_WORDS)) expect(words.withheld).toMatch(/^[^"\\<>&]+$/)
  })
})
