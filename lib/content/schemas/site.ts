/**
 * The site-wide settings (content/site.en.mdx): name, contact, social links, alias paths. The ministry's
 * paybill is in content/giving.en.mdx (schemas/giving.ts), where a change needs the treasurer's review.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { linkTarget, orPlaceholder, placeholder, slug, text, words, year } from './fields'

export const socialNetworks = ['Facebook', 'YouTube', 'Instagram', 'X', 'WhatsApp', 'TikTok'] as const

export const socialLink = z.strictObject({
  network: z.enum(socialNetworks, { error: `expected one of ${socialNetworks.join(', ')}` }),
  url: z.url({ protocol: /^https$/, error: 'expected a full https:// address' }),
  pending: placeholder
    .optional()
    // The office's answer to this note is the link's address: it goes into `url` and the note goes.
    .meta({
      description: "What is still missing about this link (e.g. the ministry's own page address).",
      answerInto: 'url',
    }),
})

export const alias = z.strictObject({
  from: slug.meta({ description: 'The old path, without slashes: "about" serves /about/.' }),
  to: linkTarget.meta({
    description: 'Where it leads: a route of this site ("/who-we-are/") or "/" for the home page.',
  }),
})

export const siteSchema = z.strictObject({
  name: text,
  registeredName: orPlaceholder(text, 'the name', 'the name as registered'),
  tagline: words,
  description: words,
  url: orPlaceholder(z.url({ protocol: /^https?$/ }), 'the public address of the site, e.g. "https://www.example.org"'),
  email: orPlaceholder(z.email(), 'an e-mail address', 'an e-mail address, e.g. office@example.org'),
  foundedYear: year,
  socials: z.array(socialLink),
  aliases: z.array(alias).default([]),
})
