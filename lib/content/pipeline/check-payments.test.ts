/**
 * Where money goes, in what editors write: each way an editor's text or frontmatter could send a visitor to pay
 * without the treasurer's review, with the message the content check prints.
 */
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../problems'
import { readContent } from '../load'
import { edit, makeContent, validFiles } from '../testing/fixture'
import { WHERE_IT_BELONGS } from './check-payments'

type Changes = Record<string, string | Buffer | null>
const problemsOf = async (changes: Changes) => (await readContent(makeContent(changes))).problems.map(formatProblem)

const W = 'content/pages/who-we-are.en.mdx'
/** The who-we-are page with one more line of body text, on line 7. */
const whoWeAre = (line: string) => ({ 'pages/who-we-are.en.mdx': `${validFiles['pages/who-we-are.en.mdx']}${line}\n` })
const reviewed = (address: string) =>
  edit('giving.en.mdx', 'paybill: 247247', `paybill: 247247\npaymentLinks:\n  - ${address}`)
/** The problems of a program page, but its video's files (the fixture has no public/ folder). */
const programProblemsOf = async (changes: Changes) =>
  (await problemsOf(changes)).filter((p) => !/program\.video\.(src|captions): no file/.test(p))
const program = (supportUrl: string) => ({
  'pages/mentoring.en.mdx': `---
title: Mentoring
slug: mentoring
layout: program
description: A program.
program:
  banner: { heading: Mentoring, text: A program., supportLabel: Support Us }
  supportUrl: ${supportUrl}
  nav: { supportLabel: Support our program }
  about: { heading: About, summary: A program. }
  video:
    title: Video
    src: /media-static/mabadiliko/video.mp4
    captions: /media-static/mabadiliko/video.vtt
    poster: { src: poster.png, alt: A poster }
  volunteers: { heading: Volunteers, items: [{ name: Ann, text: A volunteer., image: { src: card.png, alt: Ann } }] }
  testimonials: { eyebrow: SAID, heading: Said, items: [{ quote: Good., name: Ben, avatar: { src: card.png, alt: Ben } }] }
  contact: { heading: Contact }
---
`,
})

describe('payment destinations in what editors write', () => {
  it.each([
    [
      'a body link to another PayPal donate button',
      '[Give by PayPal](https://www.paypal.com/donate/?hosted_button_id=X9)',
      '"https://www.paypal.com/donate/?hosted_button_id=X9" leads to PayPal',
    ],
    [
      'a body link to a personal PayPal.Me',
      'Send your tithe: <a href="https://paypal.me/pastorjohn">here</a>',
      '"https://paypal.me/pastorjohn" leads to PayPal',
    ],
    [
      'a fundraiser on M-Changa',
      '[Contribute to the roof harambee](https://www.mchanga.africa/fundraiser/1234)',
      '"https://www.mchanga.africa/fundraiser/1234" leads to M-Changa',
    ],
    [
      'a short link that hides where it leads',
      '[Our news](https://bit.ly/3abc)',
      '"https://bit.ly/3abc" leads to a link shortener',
    ],
  ])('%s', async (_, line, start) => {
    const problems = await problemsOf(whoWeAre(line))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${W}:7:\\d+: \\(body\\): `))
    expect(problems[0]).toContain(start)
    expect(problems[0]).toContain(WHERE_IT_BELONGS)
  })

  it('refuses a link to another site whose words ask for money, in English and Kiswahili', async () => {
    expect(await problemsOf(whoWeAre('[Give to the roof appeal](https://roof.example.net/)'))).toEqual([
      `${W}:7:1: (body): "https://roof.example.net/" leads to another site with words that ask for money ("Give"), and is not a destination the treasurer reviewed; ${WHERE_IT_BELONGS}. A link that asks for nothing may stay: reword it, or move it away from the appeal`,
    ])
    const [sw] = await problemsOf(whoWeAre('Changia ujenzi wa kanisa: [bonyeza hapa](https://roof.example.net/).'))
    expect(sw).toContain('beside words that ask for money ("Changia")')
    const [heading] = await problemsOf(whoWeAre('## Sadaka\n\n[Hapa](https://roof.example.net/)'))
    expect(heading).toContain('beside words that ask for money ("Sadaka")')
    const [picture] = await problemsOf(whoWeAre('[![Donate](/media/card.png)](https://roof.example.net/)'))
    expect(picture).toContain('with words that ask for money ("Donate")')
    const redirector = await problemsOf(whoWeAre('[News](https://www.google.com/url?q=https://paypal.me/x)'))
    expect(redirector).toHaveLength(1)
    expect(redirector[0]).toContain('leads to PayPal')
    const [reference] = await problemsOf(whoWeAre('[Donate now][1]\n\n[1]: https://roof.example.net/'))
    expect(reference).toContain('with words that ask for money ("Donate")')
  })

  it('refuses an address written with character references or tags inside it, as the page shows it', async () => {
    const [entity] = await problemsOf(whoWeAre('Tuma kwa paypal&#46;me/kanisa'))
    expect(entity).toMatch(
      /^content\/pages\/who-we-are\.en\.mdx:7:10: \(body\): "paypal\.me\/kanisa" is an address on PayPal/,
    )
    const [tagged] = await problemsOf(whoWeAre('Give at gofund<em>me.com</em>/f/roof'))
    expect(tagged).toContain('"gofundme.com/f/roof" is an address on GoFundMe')
  })

  it('refuses an address on a payment host written as words, in the body or in any field', async () => {
    expect(await problemsOf(whoWeAre('Tuma zaka yako kwa paypal.me/mchungaji'))).toEqual([
      `${W}:7:20: (body): "paypal.me/mchungaji" is an address on PayPal, where money can be sent (donate buttons, checkouts and PayPal.Me pages receive money); ${WHERE_IT_BELONGS}`,
    ])
    const [field] = await problemsOf(
      edit('pages/who-we-are.en.mdx', 'description: About us.', 'description: Help at gofundme.com/f/roof'),
    )
    expect(field).toMatch(
      /^content\/pages\/who-we-are\.en\.mdx:4:14: description: "gofundme\.com\/f\/roof" is an address on GoFundMe/,
    )
  })

  it('refuses a menu entry and a social link to a payment page', async () => {
    const menu = await problemsOf(edit('menu.en.mdx', 'url: /who-we-are/', 'url: https://paypal.me/ministry'))
    expect(menu.some((p) => p.includes('items[1].url: "https://paypal.me/ministry" leads to PayPal'))).toBe(true)
    const social = await problemsOf(
      edit('site.en.mdx', 'url: https://www.facebook.com/', 'url: https://www.patreon.com/x'),
    )
    expect(social.some((p) => p.includes('socials[0].url: "https://www.patreon.com/x" leads to Patreon'))).toBe(true)
  })

  it('refuses a link card, an alias and a map to a payment page, and a link card whose words ask for money', async () => {
    const card = await problemsOf(
      edit(
        'home.en.mdx',
        '[{ title: Children, url: /who-we-are/ }]',
        '[{ title: Children, url: https://www.gofundme.com/f/kids }]',
      ),
    )
    expect(
      card.some((p) => p.includes('ministries.links[0].url: "https://www.gofundme.com/f/kids" leads to GoFundMe')),
    ).toBe(true)
    const asking = await problemsOf(
      edit(
        'home.en.mdx',
        '[{ title: Children, url: /who-we-are/ }]',
        '[{ title: Sponsor a child, url: https://kids.example.net/ }]',
      ),
    )
    expect(asking).toEqual([
      expect.stringContaining(
        'ministries.links[0].url: "https://kids.example.net/" leads to another site with words that ask for money ("Sponsor")',
      ),
    ])
    const alias = await problemsOf(edit('site.en.mdx', 'to: /who-we-are/', 'to: https://paypal.me/ministry'))
    expect(alias.some((p) => p.includes('aliases[0].to: "https://paypal.me/ministry" leads to PayPal'))).toBe(true)
    const map = await problemsOf(
      edit(
        'home.en.mdx',
        'embedUrl: https://www.openstreetmap.org/export/embed.html',
        'embedUrl: https://donorbox.org/embed/roof',
      ),
    )
    expect(map.some((p) => p.includes('map.embedUrl: "https://donorbox.org/embed/roof" leads to Donorbox'))).toBe(true)
  })

  it("holds the program's support button to a page of this site or a reviewed destination", async () => {
    const [paypal] = await programProblemsOf(program('https://paypal.me/program'))
    expect(paypal).toMatch(
      /mentoring\.en\.mdx:\d+:\d+: program\.supportUrl: "https:\/\/paypal\.me\/program" leads to PayPal/,
    )
    const [other] = await programProblemsOf(program('https://girls.example.net/'))
    expect(other).toContain('is a button that asks for money and leads to another site the treasurer has not reviewed')
    expect(
      await programProblemsOf({ ...program('https://paypal.me/program'), ...reviewed('https://paypal.me/program') }),
    ).toEqual([])
    expect(await programProblemsOf(program('/support/'))).toEqual([])
  })

  it('lets a reviewed destination stand in a giving file, and links that ask for nothing stay', async () => {
    expect(await problemsOf(reviewed('https://www.mchanga.africa/fundraiser/1234'))).toEqual([])
    expect(await problemsOf(whoWeAre('Watch our choir [on YouTube](https://www.youtube.com/).'))).toEqual([])
    expect(
      await problemsOf({
        ...reviewed('https://www.mchanga.africa/fundraiser/1234'),
        ...whoWeAre('[Changia harambee](https://www.mchanga.africa/fundraiser/1234)'),
      }),
    ).toHaveLength(1)
  })

  it('refuses a giving file address that is not https', async () => {
    const [p] = await problemsOf(reviewed('http://paypal.me/x'))
    expect(p).toMatch(
      /^content\/giving\.en\.mdx:\d+:\d+: paymentLinks\[0\]: expected a full address starting with https:\/\//,
    )
  })
})
