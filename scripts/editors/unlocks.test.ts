import { describe, expect, it } from 'vitest'
import { readContent, readEntries } from '../../lib/content/load'
import { layOutCongregations } from '../../lib/content/pipeline/lay-out'
import { publicView } from '../../lib/content/pipeline/public-view'
import { makeContent, TINY_PNG } from '../../lib/content/testing/fixture'
import { placeholdersIn } from './placeholders'
import { unlocks, unlocksIn } from './unlocks'

// Frontmatter as written: every name and number here is test data.
const photo = (name: string) => ({ src: `placeholders/${name}.png`, alt: `Photo of ${name} (to be supplied)` })
const realPhoto = { src: 'congregations/raila/pastor.jpg', alt: 'The pastor' }
const services = [{ title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00' }]

const congregation = (extra: Record<string, unknown> = {}) => ({
  name: 'Raila',
  slug: 'raila',
  region: 'Nairobi',
  menuOrder: 1,
  description: 'Raila congregation.',
  services,
  phone: 'TODO: a contact number',
  location: { place: 'TODO: where Raila meets' },
  giving: { paybill: '247247', account: "TODO: Raila's account number" },
  weeklyPrograms: [
    { title: 'Sunday services', services: ['Sunday service'], image: photo('sunday'), illustration: 'sunday' },
  ],
  ...extra,
})

const sentence = (
  collection: Parameters<typeof unlocks>[0]['collection'],
  field: string,
  data: Record<string, unknown>,
) => unlocks({ collection, field }, data).sentence

describe('what an answer unlocks on the public site', () => {
  it('a section hidden while no other item in it is real; only the item when others are', () => {
    const alone = congregation({
      leaders: [
        {
          name: 'TODO: the senior pastor',
          role: 'Senior Pastor',
          bio: 'TODO: an introduction',
          photo: photo('leader'),
        },
      ],
    })
    expect(unlocks({ collection: 'congregations', field: 'leaders[0].name' }, alone)).toEqual({
      page: '/raila/',
      sentence:
        '/raila/: the leaders section (with its link in the top bar) is hidden until leaders[0].name is supplied',
      // The name and the role appear, and the section with its link.
      weight: 3,
    })
    const two = congregation({
      leaders: [
        { name: 'Rev. Test Pastor', bio: 'Leads the church.', photo: realPhoto },
        { name: 'TODO: the youth pastor', role: 'Youth Pastor', bio: 'TODO: an introduction', photo: photo('youth') },
      ],
    })
    expect(unlocks({ collection: 'congregations', field: 'leaders[1].name' }, two)).toMatchObject({
      sentence: '/raila/: leader 2 (Youth Pastor) is left out until leaders[1].name is supplied',
      weight: 2,
    })
    // A fact of a leader still left out shows once the name is there too.
    expect(sentence('congregations', 'leaders[1].bio', two)).toBe(
      '/raila/: the introduction of leader 2 (Youth Pastor) is not shown; leader 2 shows only once leaders[1].name is supplied',
    )
  })

  it('says what a fact in its place leaves out, naming the page', () => {
    const c = congregation()
    expect(sentence('congregations', 'phone', c)).toBe('/raila/: the Call and WhatsApp buttons are not shown')
    expect(sentence('congregations', 'location.place', c)).toBe(
      '/raila/: the meeting place is not shown, on the page or in the list of churches',
    )
    expect(sentence('congregations', 'weeklyPrograms[0].image.src', c)).toBe(
      '/raila/: the weekly card "Sunday services" shows a drawing instead of a photo',
    )
    // A congregation's giving file (content/giving/raila.en.mdx) shows on its page.
    const giving = {
      congregation: 'raila',
      paybill: '247247',
      account: "TODO: Raila's account number",
      accountName: 'TODO: the name M-Pesa shows',
    }
    expect(sentence('giving', 'account', giving)).toBe(
      '/raila/: the giving block says "ask the church office" instead of the account number',
    )
    expect(sentence('giving', 'accountName', giving)).toBe(
      '/raila/: the giving block does not say which name M-Pesa shows before the PIN, so donors cannot check it',
    )
    // Where the branch gives to a pastor's number, the account is not on the page at all.
    expect(
      sentence('giving', 'account', {
        congregation: 'raila',
        pastorNumber: '0712 345 678',
        account: 'TODO: the account',
      }),
    ).toBe("/raila/: nothing: the giving block shows the pastor's M-Pesa number instead")
    expect(sentence('ministryGiving', 'accountName', { paybill: '247247', accountName: 'TODO: the name' })).toBe(
      'the support page: the giving block does not say which name M-Pesa shows before the PIN, so donors cannot check it',
    )
    const leaders = {
      title: 'Leaders',
      slug: 'leaders',
      description: 'Our leaders.',
      leaders: [
        { name: 'Rev. A', bio: 'x', photo: realPhoto },
        { name: 'Rev. B', bio: 'y', photo: photo('b') },
      ],
    }
    expect(sentence('pages', 'leaders[1].photo.src', leaders)).toBe(
      '/leaders/: the photo of leader 2 is not shown (initials stand in)',
    )
    expect(
      unlocks(
        { collection: 'home', field: 'video.pending' },
        { video: { src: 'v.mp4', poster: realPhoto, pending: 'TODO: the real video' } },
      ).sentence,
    ).toBe("/: the background video is not shown (the welcome shows on the brand's colour alone)")
  })

  it("says a site-wide fact is on every page's footer", () => {
    const site = {
      name: 'Test Ministry',
      socials: [{ network: 'Facebook', url: 'https://www.facebook.com/', pending: "TODO: the ministry's own page" }],
      email: 'TODO: the e-mail',
    }
    expect(unlocks({ collection: 'site', field: 'socials[0].pending' }, site)).toEqual({
      page: "every page's footer",
      sentence:
        "every page's footer: the Facebook link (on the home page too) is left out until socials[0].pending is answered",
      weight: 1,
    })
    expect(sentence('site', 'email', site)).toBe("every page's footer: the e-mail address is not shown")
  })

  it('follows the hero rules: a slide with services stays, one without goes, and the banner with the last slide', () => {
    const slides = (heroSlides: unknown[]) => congregation({ heroSlides })
    const both = slides([
      { title: 'Welcome', body: 'TODO: a welcome' },
      { title: 'Sundays', body: 'TODO: a sentence', services: ['Sunday service'] },
    ])
    expect(sentence('congregations', 'heroSlides[0].body', both)).toBe(
      '/raila/: the hero slide "Welcome" is left out until heroSlides[0].body is supplied',
    )
    expect(sentence('congregations', 'heroSlides[1].body', both)).toBe(
      '/raila/: the hero slide "Sundays" shows its title and times without its text',
    )
    const alone = slides([{ title: 'Welcome', body: 'TODO: a welcome' }])
    expect(sentence('congregations', 'heroSlides[0].body', alone)).toBe(
      '/raila/: the hero banner (the page opens with its plain title banner instead) is hidden until heroSlides[0].body is supplied',
    )
    // A page whose sections leave out the hero shows none of it.
    expect(sentence('congregations', 'heroSlides[0].body', { ...alone, sections: ['visit', 'contact'] })).toBe(
      `/raila/: nothing: the page's "sections" leave out the hero section`,
    )
  })

  it('follows the block rules: a list point, the list, the block', () => {
    const page = (blocks: unknown[]) => ({ title: 'Who we are', slug: 'who-we-are', description: 'About us.', blocks })
    const points = page([{ heading: 'Values', list: ['Love', 'TODO: another value'] }])
    expect(unlocks({ collection: 'pages', field: 'blocks[0].list[1]' }, points)).toMatchObject({
      sentence: '/who-we-are/: point 2 of the block "Values" is left out until blocks[0].list[1] is supplied',
      weight: 1,
    })
    const withText = page([{ heading: 'Values', text: 'We hold these.', list: ['TODO: the values'] }])
    expect(sentence('pages', 'blocks[0].list[0]', withText)).toBe(
      '/who-we-are/: the list of the block "Values" is hidden until blocks[0].list[0] is supplied',
    )
    const empty = page([{ heading: 'Vision', text: 'TODO: the vision' }])
    expect(unlocks({ collection: 'pages', field: 'blocks[0].text' }, empty)).toMatchObject({
      sentence: '/who-we-are/: the block "Vision" is left out until blocks[0].text is supplied',
      weight: 2,
    })
    const listed = page([{ heading: 'Vision', text: 'TODO: the vision', list: ['To serve'] }])
    expect(sentence('pages', 'blocks[0].text', listed)).toBe(
      '/who-we-are/: the text of the block "Vision" is not shown (its list is)',
    )
  })

  it('names every fact an item waits on: a testimonial needs its words and its name', () => {
    const program = (items: unknown[]) => ({
      title: 'Mentoring',
      slug: 'mentoring',
      layout: 'program',
      description: 'A program.',
      program: {
        volunteers: { items: [{ name: 'A volunteer', text: 'Helps.', image: realPhoto }], photos: [] },
        testimonials: { items },
      },
    })
    const page = program([{ quote: 'TODO: the words', name: 'TODO: the name', avatar: photo('avatar') }])
    const quote = unlocks({ collection: 'pages', field: 'program.testimonials.items[0].quote' }, page)
    const name = unlocks({ collection: 'pages', field: 'program.testimonials.items[0].name' }, page)
    expect(quote.sentence).toBe(
      "/mentoring/: the testimonials section (with its link in the page's menu) is hidden until program.testimonials.items[0].quote and program.testimonials.items[0].name are supplied",
    )
    // Both answers bring back the same testimonial: they weigh the same.
    expect(name.weight).toBe(quote.weight)
    expect(quote.weight).toBe(3)
    expect(sentence('pages', 'program.testimonials.items[0].avatar.src', page)).toBe(
      '/mentoring/: the photo of the author of testimonial 1 is not shown (initials stand in); testimonial 1 shows only once program.testimonials.items[0].quote and program.testimonials.items[0].name are supplied',
    )
  })

  it('a gallery photo: the gallery while none is real, else the photo alone', () => {
    const page = (gallery: unknown[]) => ({ title: 'Gala', slug: 'gala', description: 'The gala.', gallery })
    expect(unlocks({ collection: 'pages', field: 'gallery[0].src' }, page([photo('one'), photo('two')]))).toMatchObject(
      {
        sentence:
          '/gala/: the photo gallery (with its heading) is hidden until a real photo is sent for gallery[0].src',
        weight: 2,
      },
    )
    expect(unlocks({ collection: 'pages', field: 'gallery[1].src' }, page([realPhoto, photo('two')]))).toMatchObject({
      sentence: '/gala/: photo 2 of the gallery is left out until a real photo is sent for gallery[1].src',
      weight: 1,
    })
  })

  it('weighs a section that appears above a single link or fact', () => {
    const c = congregation({
      leaders: [{ name: 'TODO: the pastor', role: 'Pastor', bio: 'TODO: bio', photo: photo('p') }],
    })
    const section = unlocks({ collection: 'congregations', field: 'leaders[0].name' }, c).weight
    const site = { socials: [{ network: 'Facebook', url: 'https://www.facebook.com/', pending: 'TODO: the page' }] }
    expect(section).toBeGreaterThan(unlocks({ collection: 'site', field: 'socials[0].pending' }, site).weight)
    expect(section).toBeGreaterThan(unlocks({ collection: 'congregations', field: 'phone' }, c).weight)
  })

  it("finds each file's page: the events page by its layout, a page by its slug", () => {
    const root = makeContent({
      'events/2024-01-camp.en.mdx':
        '---\ntitle: Youth camp\nmonth: "2024-01"\nsummary: "TODO: a sentence about the camp"\n---\n',
    })
    const { entries } = readEntries(root)
    const of = unlocksIn(entries)
    expect(of('content/events/2024-01-camp.en.mdx', 'summary').sentence).toBe(
      '/events/: the summary of the event "Youth camp" is not shown',
    )
    expect(of('content/giving/raila.en.mdx', 'account').page).toBe('/raila/')
  })
})

describe('the sentences agree with the public build', () => {
  const raila = (leaders: string) => `---
name: Raila
slug: raila
region: Nairobi
menuOrder: 2
description: Raila congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
heroSlides:
  - title: Welcome
    body: "TODO: a welcome"
  - title: Sundays
    body: We meet on Sundays.
leaders:
${leaders}
---
`
  const leader = (name: string) =>
    `  - name: ${name}\n    bio: A short introduction.\n    photo: { src: placeholders/leader.png, alt: Photo of a leader (to be supplied) }`

  async function publicRaila(leaders: string) {
    const root = makeContent({
      'congregations/raila.en.mdx': raila(leaders),
      'media/placeholders/leader.png': TINY_PNG,
    })
    const { content, problems } = await readContent(root)
    expect(problems).toEqual([])
    const entry = layOutCongregations(publicView(content!)).congregations.find((c) => c.data.slug === 'raila')!
    const of = unlocksIn(readEntries(root).entries)
    const said = Object.fromEntries(
      placeholdersIn(readEntries(root).entries)
        .filter((t) => t.file.endsWith('raila.en.mdx'))
        .map((t) => [t.field, of(t.file, t.field).sentence]),
    )
    return { entry, said }
  }

  it('a section it says is hidden is not on the public page; an item it says is left out is gone, its section kept', async () => {
    const alone = await publicRaila(leader('"TODO: the senior pastor"'))
    expect(alone.entry.sections.map((s) => s.kind)).not.toContain('leaders')
    expect(alone.said['leaders[0].name']).toMatch(
      /the leaders section .* is hidden until leaders\[0\]\.name is supplied$/,
    )
    const hero = alone.entry.sections.find((s) => s.kind === 'hero')
    expect(hero?.kind === 'hero' && hero.slides.map((s) => s.title)).toEqual(['Sundays'])
    expect(alone.said['heroSlides[0].body']).toBe(
      '/raila/: the hero slide "Welcome" is left out until heroSlides[0].body is supplied',
    )

    const two = await publicRaila(`${leader('Rev. Test Pastor')}\n${leader('"TODO: the youth pastor"')}`)
    const leaders = two.entry.sections.find((s) => s.kind === 'leaders')
    expect(leaders?.kind === 'leaders' && leaders.leaders.map((l) => l.name)).toEqual(['Rev. Test Pastor'])
    expect(two.said['leaders[1].name']).toBe('/raila/: leader 2 is left out until leaders[1].name is supplied')
    expect(two.said['leaders[0].photo.src']).toBe('/raila/: the photo of leader 1 is not shown (initials stand in)')
  })
})
