import { describe, expect, it } from 'vitest'
import { digitsOf, type NumberFinding } from './numbers'
import { givingNumbersOnPage } from './page-numbers'
import { DISGUISES, NEAR_MISSES, NOT_ACCOUNTS, testFacts as facts, written, type Disguise } from './testing/disguises'

const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
const onPage = (body: string, head = '') => givingNumbersOnPage(page(body, head), facts)
const numbers = (body: string, head = '') => onPage(body, head).map((f) => f.number)
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** The digits of every number found, as the guard read them. */
const readDigits = (findings: NumberFinding[]) => findings.map((f) => digitsOf(f.read ?? f.number))

/** Every place of a page a number can be written: `say` the words that say what it is, `number` the number. */
const PLACES: Record<string, (say: string, number: string) => string> = {
  'a paragraph': (say, n) => `<main><p>${escape(say)} ${escape(n)}</p></main>`,
  'a table cell beside its words': (say, n) => `<table><tr><th>${escape(say)}</th><td>${escape(n)}</td></tr></table>`,
  'a list item after its words': (say, n) => `<ul><li>${escape(say)}</li><li>${escape(n)}</li></ul>`,
  'a paragraph under its heading': (say, n) => `<section><h2>${escape(say)}</h2><p>${escape(n)}</p></section>`,
  'inline elements': (say, n) =>
    `<p>${escape(say)} <strong>${escape(n.slice(0, 2))}</strong><em>${escape(n.slice(2))}</em></p>`,
  'an image description (alt)': (say, n) => `<img alt="${escape(`${say} ${n}`)}" src="/a.png">`,
  'a tooltip (title)': (say, n) => `<span title="${escape(`${say} ${n}`)}">Give</span>`,
  'a label (aria-label)': (say, n) => `<button aria-label="${escape(`${say} ${n}`)}">Give</button>`,
  'a field value': (say, n) => `<input value="${escape(`${say} ${n}`)}">`,
  'a placeholder': (say, n) => `<input placeholder="${escape(`${say} ${n}`)}">`,
  'a data attribute': (say, n) => `<main data-description="${escape(`${say} ${n}`)}"></main>`,
  "the page's title": (say, n) => `<title>${escape(`${say} ${n}`)}</title>`,
  'a meta description': (say, n) => `<meta name="description" content="${escape(`${say} ${n}`)}">`,
  'a link preview (og:description)': (say, n) => `<meta property="og:description" content="${escape(`${say} ${n}`)}">`,
  'JSON-LD': (say, n) =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Church', description: `${say} ${n}` }).replace(/</g, '\\u003c')}</script>`,
  "an island's data": (say, n) =>
    `<island-root data-island="x" data-props="${escape(JSON.stringify({ text: `${say} ${n}` }))}"></island-root>`,
  'a WhatsApp share link': (say, n) => `<a href="https://wa.me/?text=${encodeURIComponent(`${say} ${n}`)}">Share</a>`,
  "the preview's placeholder (data-pending)": (say, n) =>
    `<li data-pending="${escape(`${say} ${n}`)}"><strong>To supply: </strong><span>${escape(`${say} ${n}`)}</span></li>`,
  'a noscript block': (say, n) => `<noscript><p>${escape(`${say} ${n}`)}</p></noscript>`,
}
const put = (place: keyof typeof PLACES, d: Disguise) =>
  place === 'a paragraph' ? `<p>${escape(written(d))}</p>` : PLACES[place]!(d.say, d.number)

describe('the guard on numbers in a built page: what a visitor reads, denied by default', () => {
  for (const place of Object.keys(PLACES))
    it(`finds every disguised number in ${place}`, () => {
      for (const d of [...DISGUISES, ...NEAR_MISSES])
        expect(readDigits(onPage(put(place, d))), `${written(d)} in ${place}`).toContain(d.digits)
    })

  it('finds a number split over the cells of a table row or the items of a list, as a visitor reads it', () => {
    expect(readDigits(onPage('<table><tr><td>Paybill</td><td>555</td><td>555</td></tr></table>'))).toEqual(['555555'])
    expect(readDigits(onPage('<ul><li>555</li><li>555</li></ul>'))).toEqual(['555555'])
    expect(readDigits(onPage('<p>Till 555<br>5555</p>'))).toEqual(['5555555'])
  })

  it('finds a number split by what the eye does not see: hidden elements, comments; and reads a hidden number and a frame', () => {
    for (const body of [
      '<p>Till 555<span hidden>and</span>555</p>',
      '<p>Till 555<span style="display: none">and</span>555</p>',
      '<p>Till 555<span class="sr-only">and</span>555</p>',
      '<p>Till 555<!-- and -->555</p>',
      '<p>Till 555<wbr>555</p>',
    ])
      expect(readDigits(onPage(body)), body).toEqual(['555555'])
    expect(readDigits(onPage('<p>Till <span hidden>555555</span></p>'))).toEqual(['555555'])
    expect(readDigits(onPage(`<iframe srcdoc="${escape('<p>Till 555<b>555</b></p>')}"></iframe>`))).toEqual(['555555'])
  })

  it('finds phone numbers in calling and messaging links, and in any link as a phone', () => {
    for (const href of [
      'tel:0799111222',
      'tel:+254799111222',
      'sms:0799111222?body=Sadaka',
      'https://wa.me/254799111222',
      'https://api.whatsapp.com/send?phone=254799111222',
      'whatsapp://send?phone=%2B254799111222',
      'https://example.org/give?number=0799111222',
      'https://example.org/0799-111-222/',
    ])
      expect(readDigits(onPage(`<a href="${escape(href)}">Call us</a>`)), href).toEqual(['0799111222'])
    expect(readDigits(onPage('<a href="https://example.org/pay?till=5555555">Give</a>'))).toEqual(['5555555'])
  })

  it('passes dates, times, years, amounts and Bible references in every place, even beside money words', () => {
    for (const [place, put] of Object.entries(PLACES))
      for (const text of NOT_ACCOUNTS) expect(onPage(put('', text)), `${text} in ${place}`).toEqual([])
    expect(
      onPage(
        '<time datetime="2024-01-14T10:00:00+03:00">14 January</time><a href="/events/2024-01-prayer/">Prayer</a>',
      ),
    ).toEqual([])
    expect(
      onPage(
        '<img srcset="/media/photo-01-320.webp 320w, /media/photo-01-640.webp 640w" src="/media/photo-01-640.webp" alt="Choir">',
      ),
    ).toEqual([])
    expect(
      onPage(
        `<script type="application/ld+json">{"@type":"Place","geo":{"@type":"GeoCoordinates","latitude":-1.29215,"longitude":36.82194}}</script>`,
      ),
    ).toEqual([])
  })

  it('says why a number is refused: beside a money word it reads as an account, elsewhere it is a number the guard cannot tell from one', () => {
    expect(onPage('<p>Give by M-Pesa paybill 512 345.</p>')).toEqual([
      {
        number: '512 345',
        context: 'Give by M-Pesa paybill 512 345.',
        why: expect.stringMatching(
          /^reads as a paybill, till, account or M-Pesa number \(beside "paybill"\): such a number is a guarded giving fact$/,
        ),
      },
    ])
    expect(onPage('<p>Our hall code is 512\u200B345, at the gate.</p>')).toEqual([
      {
        number: '512[U+200B]345',
        read: '512345',
        context: 'Our hall code is 512[U+200B]345, at the gate.',
        why: expect.stringMatching(
          /^is a number of 6 digits that is no guarded giving fact, no congregation's phone and no declared number/,
        ),
      },
    ])
    expect(onPage('<img alt="Till 5566778" src="/a.png">')).toEqual([
      expect.objectContaining({ number: '5566778', place: "an image's description (alt)" }),
    ])
  })
})

describe('the guarded facts, contact phones and declared numbers', () => {
  it('accepts the guarded facts where the giving block and footer mark them', () => {
    expect(
      numbers(`<section id="give"><dl><dt>Paybill number</dt><dd><span data-giving="paybill">247247</span><button>Copy</button></dd>
        <dt>Account number</dt><dd><span data-giving="account">0070</span></dd></dl>
        <island-root data-island="copy-button" data-props="{&quot;value&quot;:&quot;247247&quot;,&quot;copiedStatus&quot;:&quot;paybill number 247247 copied&quot;}"></island-root>
        <ol><li data-giving="paybill">Enter business number 247247.</li><li>Enter Raila's account number, then the amount and your PIN.</li></ol>
        <p>Before you enter your PIN, M-Pesa shows the name <strong data-giving="accountName">FIXTURE FILLED FELLOWSHIP</strong>.</p></section>
        <footer><p>Give by M-Pesa paybill <strong data-giving="paybill">247247</strong> · <a href="/support/">Other ways to give</a></p></footer>`),
    ).toEqual([])
  })

  it('finds a guarded value repeated outside the giving block, and a marked value that is not guarded', () => {
    expect(numbers('<p>Our paybill is 247247.</p>')).toEqual(['247247'])
    expect(numbers('<p>The church hall code 247\u00A0247 is on the door.</p>')).toEqual(['247\u00A0247'])
    expect(numbers('<p>Our youth group is called FX-07.</p>')).toEqual(['FX-07'])
    expect(numbers('<p>Our account 0070.</p>')).toEqual(['0070'])
    expect(numbers('<dd><span data-giving="account">0071</span></dd>')).toEqual(['0071'])
    expect(numbers('<li data-giving="paybill">Enter business number 247\u200B248.</li>')).toEqual(['247[U+200B]248'])
    expect(numbers('<li data-giving="paybill">Enter the business number.</li>')).toEqual(['Enter the business number.'])
  })

  it('finds a short account number written after an account word', () => {
    expect(numbers('<main><p>Give by M-Pesa paybill 512 345, account 88.</p></main>')).toEqual(['512 345', '88'])
    expect(numbers('<main><p>Toa sadaka kwa nambari ya biashara 400200, akaunti KANISA1.</p></main>')).toEqual([
      '400200',
      'KANISA1',
    ])
  })

  it("lets a congregation's phone show anywhere but beside a money word, in its sentence, table row, list or under its heading", () => {
    expect(
      numbers(
        '<section id="visit"><h2>Visit us</h2><p>Call 0722 111 222</p><a href="tel:+254722111222">Call</a><a href="https://wa.me/254722111222">WhatsApp</a></section>',
      ),
    ).toEqual([])
    // The pastor's number may be the congregation's phone too: on the Call button it is a contact.
    expect(numbers('<p>Call 0712 345 678 to ask the way.</p>')).toEqual([])
    expect(numbers('<p>Send your tithe by M-Pesa to 0722 111 222.</p>')).toEqual(['0722 111 222'])
    expect(numbers('<table><tr><td>M-Pesa</td><td>0722 111 222</td></tr></table>')).toEqual(['0722 111 222'])
    expect(numbers('<ul><li>Sadaka</li><li>0722-111-222</li></ul>')).toEqual(['0722-111-222'])
    expect(numbers('<section><h3>Zaka na fungu la kumi</h3><p>0722 111 222</p></section>')).toEqual(['0722 111 222'])
    expect(numbers('<img alt="Offerings: 0722 111 222" src="/a.png">')).toEqual(['0722 111 222'])
    expect(readDigits(onPage('<a href="tel:0722111222">Give by M-Pesa</a>'))).toEqual(['0722111222'])
  })

  it('lets a declared number show, but not beside a money word; one declared for placeholders shows only in them', () => {
    expect(numbers('<address>Church office: 020 123 4567</address>')).toEqual([])
    expect(numbers('<p>Harambee: send to 020 123 4567</p>')).toEqual(['020 123 4567'])
    expect(
      numbers(
        '<li data-pending="a contact number, e.g. 0700 000 001"><strong>To supply: </strong><span>a contact number, e.g. 0700 000 001</span></li>',
      ),
    ).toEqual([])
    expect(
      numbers('<div data-pending="a photo"><p>Our number,</p><p>e.g. 0700 000 001</p></div><p>Call 0700 000 001</p>'),
    ).toEqual(['0700 000 001'])
  })

  it("reads the preview's placeholders like any text; a giving file's own placeholder may name a guarded value", () => {
    expect(
      numbers(
        `<span data-pending="Raila's account number at paybill 247247"><strong>To supply: </strong><span>Raila's account number at paybill 247247</span></span>`,
      ),
    ).toEqual([])
    expect(
      numbers(
        `<span data-pending="Raila's account number at paybill 247248"><strong>To supply: </strong><span>Raila's account number at paybill 247248</span></span>`,
      ),
    ).toEqual(['247248'])
    expect(
      numbers('<li data-pending="the phone"><strong>To supply: </strong><span>Paybill 555 555</span></li>'),
    ).toEqual(['555 555'])
  })

  it("reads no number in the hashed file names the build writes on an island's element, and does elsewhere", () => {
    const island = (attribute: string) =>
      `<island-root data-island="church-finder" ${attribute}="/_next/static/islands/church-finder-27722SAG.js" data-props="{}"></island-root>`
    expect(numbers(island('data-code'))).toEqual([])
    expect(numbers(island('data-ahead').replace('/_next/static/islands/', ''))).toEqual([])
    expect(numbers(`<div data-code="Paybill 555555"></div>`)).toEqual(['555555'])
  })

  it("finds a PayPal client id other than the build's own, in the page or in an island's props", () => {
    const id = 'AZx9' + 'q'.repeat(40) + 'Lm3_' + 'k'.repeat(30)
    expect(
      givingNumbersOnPage(
        page(`<div data-island="donation-widget" data-props="{&quot;clientId&quot;:&quot;test&quot;}"></div>`),
        facts,
      ),
    ).toEqual([])
    expect(
      givingNumbersOnPage(
        page(`<div data-island="donation-widget" data-props="{&quot;clientId&quot;:&quot;${id}&quot;}"></div>`),
        facts,
      ).map((f) => f.number),
    ).toEqual([id])
    expect(numbers(`<p>Our PayPal: ${id}</p>`)).toEqual([id])
  })
})
