/**
 * Which fields of each collection are text that a translation holds. Everything else is a fact (numbers,
 * names, addresses, images, slugs, order, times) and comes from the English file only: a translation
 * that repeats one is rejected. `[]` stands for every item of a list; an image's `alt` (anywhere) is text too.
 */
import type { CollectionName } from './files'

export const TRANSLATABLE: Record<CollectionName, readonly string[]> = {
  site: ['tagline', 'description'],
  menu: ['items[].title', 'items[].children[].title', 'items[].children[].children[].title', 'items[].children[].children[].children[].title'],
  home: [
    'title',
    'description',
    'heading',
    'intro',
    'gatherings.heading',
    'gatherings.text',
    'ministries.heading',
    'ministries.links[].title',
    'ministries.links[].text',
    'map.heading',
    'map.title',
  ],
  pages: [
    'title',
    'description',
    'heading',
    'intro',
    'blocks[].heading',
    'blocks[].text',
    'blocks[].list[]',
    'leaders[].role',
    'leaders[].bio',
    'downloads[].label',
    'links[].title',
    'links[].text',
    'supportCards[].category',
    'supportCards[].title',
    'program.banner.heading',
    'program.banner.text',
    'program.banner.supportLabel',
    'program.nav.supportLabel',
    'program.about.heading',
    'program.about.summary',
    'program.video.title',
    'program.volunteers.heading',
    'program.volunteers.items[].text',
    'program.testimonials.eyebrow',
    'program.testimonials.heading',
    'program.testimonials.items[].quote',
    'program.contact.heading',
  ],
  events: ['title', 'summary'],
  congregations: [
    'description',
    'services[].title',
    'services[].when',
    'services[].language',
    'services[].note',
    'location.landmark',
    'heroSlides[].title',
    'heroSlides[].body',
    'weeklyPrograms[].title',
    'weeklyPrograms[].text',
    'about.aboutUs',
    'about.members',
    'programs[].name',
    'programs[].text',
    'leaders[].role',
    'leaders[].bio',
    'giving.note',
    'contactIntro',
  ],
}

/** The field a translation may hold, written as in TRANSLATABLE: `heroSlides.2.title` -> `heroSlides[].title`. */
export function translatablePattern(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? '[]' : String(p))).join('.').replace(/\.\[\]/g, '[]')
}

export function isTranslatable(collection: CollectionName, path: readonly PropertyKey[]): boolean {
  if (path[path.length - 1] === 'alt') return true
  return TRANSLATABLE[collection].includes(translatablePattern(path))
}
