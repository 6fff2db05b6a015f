import { describe, expect, it } from 'vitest'
import { deadLink } from './links'
import { type FindingKind, proofreadPage } from './page'
import { catalogueStandIns, listedMarkerIn, markerIn } from './words'

/** A page of the site's shape around `body`, in `lang`. */
const page = (body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Raila</title><meta name="description" content="A congregation in Nairobi."></head>
  <body><header><nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/support/">Give</a></li><li><a href="/about/">About</a></li><li><a href="/login/">Log in</a></li></ul></nav></header>
  <main id="main">${body}</main><footer><p>© The ministry</p></footer></body></html>`

const kinds = (html: string, mode: 'public' | 'preview' = 'public') =>
  proofreadPage(html, 'x/index.html', mode).map((f) => f.kind)
const only = (html: string, kind: FindingKind, mode: 'public' | 'preview' = 'public') => {
  const findings = proofreadPage(html, 'x/index.html', mode)
  expect(findings.map((f) => f.kind)).toEqual([kind])
  return findings[0]!
}

/** Legitimate sentences, labels and headings the check must leave alone. */
const CLEAN = page(`
  <section id="visit"><h2>Plan your visit</h2><p>We meet every Sunday at 10:00. Come as you are; everyone is welcome.</p>
    <h3>Where we meet</h3><p>Near the market, <a href="https://maps.example.org/?q=raila">see the map</a>.</p>
    <p>Our services:</p><ul><li>Sunday service</li><li>Home fellowship on Tuesdays</li><li>Stop by</li><li>Pray for her</li><li>Plan A</li></ul>
    <h3>Contact</h3><p>Call <a href="tel:+254700000000">+254 700 000 000</a>, write to <a href="mailto:office@example.org">office@example.org</a> or <a href="https://wa.me/254700000000">WhatsApp</a>.</p>
    <p>Follow us on <a href="https://www.facebook.com/raila.church">Facebook</a> and <a href="https://www.youtube.com/@raila">YouTube</a>.</p>
    <figure><img src="/media/raila/sunday-640.webp" alt="The congregation singing on a Sunday morning"><figcaption>Sunday worship</figcaption></figure>
    <input placeholder="Your name" aria-label="Your name"><pre><code>const a = 1 +</code></pre>
    <table><tr><td>Sunday</td><td>10:00 to 12:00</td></tr></table>
  </section>
  <section lang="sw"><h2>Karibu</h2><p>Njooni tuabudu pamoja.</p><p>Tunakutana kila Jumapili saa nne asubuhi.</p><ul><li>Kuhusu</li><li>Toa</li></ul></section>
  <section><h2><img src="/media/logo.webp" alt="The ministry's logo"></h2><p>Text.</p></section>
  <article><h2>Events</h2><div><h3>January 2024</h3><ul><li>Youth camp</li></ul></div></article>
  <section><h2>Gallery</h2><island-root data-island="masonry-gallery" data-props='{"photos":[{"src":"/media/a-640.webp","alt":"Children at the camp"}]}'><img src="/media/a-640.webp" alt="Children at the camp"></island-root></section>
  <noscript><p>The map needs JavaScript.</p></noscript>`)

describe('proofreadPage', () => {
  it('passes a clean page: sentences, nav labels, headings, a list introduced by a colon, real links', () => {
    expect(proofreadPage(CLEAN, 'x/index.html')).toEqual([])
  })

  it('reports a text block that stops mid-sentence, naming page, element and text', () => {
    const f = only(page('<div class="hero"><p class="lead">Welcome to Raila. Join us for our</p></div>'), 'fragment')
    expect(f).toMatchObject({
      page: 'x/index.html',
      element: 'main#main > div.hero > p.lead',
      text: 'Welcome to Raila. Join us for our',
    })
    expect(f.why).toContain('"our"')
    expect(kinds(page('<ul><li>Services,</li></ul>'))).toEqual(['fragment'])
    expect(kinds(page('<h2>Times:</h2><p>Ten.</p>'))).toEqual(['fragment'])
    expect(kinds(page('<p>Karibu Raila. Jiunge nasi kwa</p>', 'sw'))).toEqual(['fragment'])
    // Kiswahili inside an English page is held to Kiswahili's words (and not to English ones).
    expect(kinds(page('<p lang="sw">Mpango wa wasichana wa</p>'))).toEqual(['fragment'])
    expect(kinds(page('<p lang="sw">Njooni tuabudu pamoja na</p>'))).toEqual(['fragment'])
  })

  it('reports the marks of a missing fact in text, in alt and aria-label, in Kiswahili, in noscript and in island props', () => {
    expect(only(page('<h3>Name to be added</h3><p>Leads the youth.</p>'), 'marker').text).toBe('Name to be added')
    expect(only(page('<img src="/media/x.webp" alt="Photo of a church leader (to be supplied)">'), 'marker').text).toBe(
      'alt="Photo of a church leader (to be supplied)"',
    )
    expect(kinds(page('<p><span>The meeting place</span> <em>will be published</em> soon.</p>'))).toEqual(['marker'])
    expect(kinds(page('<p>Jina litaongezwa</p>', 'sw'))).toEqual(['marker'])
    expect(
      kinds(page('<img src="/media/x.webp" alt="Picha ya kiongozi wa kanisa (itatolewa baadaye)">', 'sw')),
    ).toEqual(['marker'])
    expect(kinds(page('<p>Mahali pa kukutania patatangazwa hivi karibuni.</p>', 'sw'))).toEqual(['marker'])
    expect(kinds(page('<ul aria-label="Leader 1 (name to be added) on social media"><li>x</li></ul>'))).toEqual([
      'marker',
    ])
    expect(kinds(page('<noscript><p>TODO: the paybill</p></noscript>'))).toEqual(['marker'])
    expect(kinds(page('<img src="/media/placeholders/leader-640.webp" alt="Pastor Jane">'))).toEqual(['marker'])
    expect(
      kinds(
        page(
          `<island-root data-island="video-modal" data-props='{"note":"This is a placeholder clip."}'><button>Watch</button></island-root>`,
        ),
      ),
    ).toEqual(['marker'])
    expect(kinds(page('<p>Lorem ipsum dolor sit amet.</p>'))).toEqual(['marker'])
  })

  it('reports each finding once, on the innermost element that carries it', () => {
    const findings = proofreadPage(page('<ul><li><div><h3>Role to be added</h3><p>Serves.</p></div></li></ul>'), 'p')
    expect(findings.map((f) => f.element)).toEqual(['main#main … ul > li > div > h3'])
  })

  it("reports a link to a social network's front page and a phone or WhatsApp link without a number", () => {
    expect(only(page('<p><a href="https://www.facebook.com/">Facebook</a></p>'), 'dead-link').text).toBe(
      'Facebook -> https://www.facebook.com/',
    )
    for (const href of [
      'https://x.com',
      'https://twitter.com/',
      'https://instagram.com/',
      'https://www.youtube.com',
      'https://www.tiktok.com/',
    ])
      expect(kinds(page(`<p><a href="${href}">Us</a></p>`)), href).toEqual(['dead-link'])
    expect(kinds(page('<p><a href="tel:">Call us</a></p>'))).toEqual(['dead-link'])
    expect(kinds(page('<p><a href="https://wa.me/">WhatsApp</a></p>'))).toEqual(['dead-link'])
    expect(kinds(page('<p><a href="https://api.whatsapp.com/send?text=Hello">WhatsApp</a></p>'))).toEqual(['dead-link'])
  })

  it('reports an empty heading and a heading with nothing under it', () => {
    expect(kinds(page('<section><h2></h2><p>Text.</p></section>'))).toEqual(['empty-heading'])
    expect(kinds(page('<section><h2 aria-label="Photos"></h2><p>Text.</p></section>'))).toEqual([])
    expect(
      only(
        page('<section id="give"><h2>Give</h2></section><section><h2>Visit</h2><p>Sundays.</p></section>'),
        'empty-section',
      ).element,
    ).toBe('section#give > h2')
    expect(kinds(page('<section><h2>Leaders</h2><div> </div><h2>Visit</h2><p>Sundays.</p></section>'))).toEqual([
      'empty-section',
    ])
    // A sub-heading's content is its parent heading's too.
    expect(kinds(page('<section><h2>Services</h2><h3>Sunday</h3><p>At ten.</p></section>'))).toEqual([])
  })

  it('reports every element the preview marks as pending in the public build, and skips them in the preview', () => {
    const html = page(
      '<section><h2>Team</h2><h3 data-pending="the name of the senior pastor">Name to be added</h3><p>Leads.</p><p><a data-pending="the ministry Facebook page" href="https://www.facebook.com/">Facebook</a></p></section>',
    )
    const publicFindings = proofreadPage(html, 'p', 'public')
    expect(publicFindings.filter((f) => f.kind === 'pending').map((f) => f.text)).toEqual([
      'Name to be added',
      'Facebook',
    ])
    expect(proofreadPage(html, 'p', 'preview')).toEqual([])
    // Outside the marked elements, the preview is held to the same rules.
    expect(kinds(page('<p data-pending="x">Jina litaongezwa</p><p>Role to be added</p>'), 'preview')).toEqual([
      'marker',
    ])
  })
})

describe('the words and links it knows', () => {
  it('catches every stand-in text of the interface catalogues with its own list', () => {
    const standIns = catalogueStandIns()
    expect(standIns.filter((text) => !listedMarkerIn(text))).toEqual([])
  })

  it('leaves ordinary sentences in both languages alone', () => {
    for (const text of [
      'Lunch will be provided.',
      'Chai itatolewa baada ya ibada.',
      'Tumekuwa pamoja kwa muda mrefu.',
      'Add these services to your calendar',
      'Matokeo ya mtihani',
    ])
      expect(markerIn(text), text).toBeUndefined()
  })

  it('names what is wrong with a link', () => {
    expect(deadLink('https://www.instagram.com/')).toContain('front page')
    expect(deadLink('https://www.instagram.com/raila.church/')).toBeUndefined()
    expect(deadLink('tel:+254700000000')).toBeUndefined()
    expect(deadLink('mailto:')).toContain('without an address')
    expect(deadLink('https://wa.me/254700000000')).toBeUndefined()
    // Sharing a text: WhatsApp asks whom to send it to.
    expect(deadLink('https://wa.me/?text=Raila%20congregation')).toBeUndefined()
    expect(deadLink('https://wa.me/?text=')).toContain('without a number')
    expect(deadLink('/raila/#give')).toBeUndefined()
  })
})
