/**
 * Facts that stay in their place once supplied (a phone number, a photo instead of a drawing): what each one adds, in
 * words.
 */
import { givingView, type Giving } from '../../../lib/congregation/giving'
import type { CollectionName } from '../../../lib/content/files'
import { isPending, placeholderWhat } from '../../../lib/content/pending'
import { isPlaceholder } from '../../../lib/content/schemas'
import { WHERE_TO_GIVE, type WhereToGive } from '../../../lib/content/schemas/giving'
import { isImageRef, valueAt, type FieldPath } from '../../../lib/content/walk'
import { catalogues } from '../../../lib/i18n/messages'
import { person, quoted, type Data } from './words'

export type FactContext = { data: Data; now: Data; path: FieldPath; field: string }
type FactRule = {
  collections: readonly CollectionName[]
  field: RegExp
  words: (c: FactContext) => string | { page: string; words: string }
}

const at = (c: FactContext, depth: number) => (valueAt(c.data, c.path.slice(0, depth)) ?? {}) as Data
const index = (c: FactContext, depth: number) => Number(c.path[depth - 1])
const GIVING_WORDS = catalogues.en.giving

const FACTS: FactRule[] = [
  { collections: ['congregations'], field: /^phone$/, words: () => 'the Call and WhatsApp buttons are not shown' },
  {
    collections: ['congregations'],
    field: /^location\.place$/,
    words: () => 'the meeting place is not shown, on the page or in the list of churches',
  },
  {
    collections: ['congregations'],
    field: /^location\.landmark$/,
    words: () => 'the landmark near the meeting place is not shown',
  },
  { collections: ['congregations'], field: /^founded$/, words: () => 'the year it was founded is not shown' },
  {
    collections: ['congregations'],
    field: /^description$/,
    words: () => 'search results and shared links show its main service without a description',
  },
  {
    collections: ['giving'],
    field: new RegExp(`^(${WHERE_TO_GIVE.join('|')})$`),
    words: (c) => {
      const key = c.path[0] as WhereToGive
      const view = givingView(c.now as Giving)
      if (!view?.lines.some((l) => l.field === key))
        return `nothing: the giving block shows the ${GIVING_WORDS.inSentence[view?.lines[0]?.field ?? 'paybill']} instead`
      return `the giving block says "${GIVING_WORDS.notListed.toLowerCase()}" instead of the ${GIVING_WORDS.inSentence[key]}`
    },
  },
  { collections: ['congregations'], field: /^about\.aboutUs$/, words: () => 'the "About Us" paragraph is not shown' },
  { collections: ['congregations'], field: /^about\.members$/, words: () => 'the number of members is not shown' },
  {
    collections: ['congregations'],
    field: /^heroSlides\[\d+\]\.body$/,
    words: (c) => `the hero slide ${quoted(at(c, 2).title)} shows its title and times without its text`,
  },
  {
    collections: ['congregations'],
    field: /^weeklyPrograms\[\d+\]\.image\.src$/,
    words: (c) => `the weekly card ${quoted(at(c, 2).title)} shows a drawing instead of a photo`,
  },
  {
    collections: ['congregations'],
    field: /^weeklyPrograms\[\d+\]\.text$/,
    words: (c) => `the text of the weekly card ${quoted(at(c, 2).title)} is not shown`,
  },
  {
    collections: ['congregations'],
    field: /^services\[\d+\]\.starts$/,
    words: (c) => `the start time of ${quoted(at(c, 2).title)} is not shown`,
  },
  {
    collections: ['congregations', 'pages'],
    field: /^leaders\[\d+\]\.bio$/,
    words: (c) => `the introduction of ${person('leader', at(c, 2), index(c, 2))} is not shown`,
  },
  {
    collections: ['congregations', 'pages'],
    field: /^leaders\[\d+\]\.role$/,
    words: (c) => `the role of leader ${index(c, 2) + 1} is not shown`,
  },
  {
    collections: ['congregations', 'pages'],
    field: /^leaders\[\d+\]\.photo\.src$/,
    words: (c) => `the photo of ${person('leader', at(c, 2), index(c, 2))} is not shown (initials stand in)`,
  },
  {
    collections: ['pages'],
    field: /^description$/,
    words: () => "search results and shared links show the site's description instead of the page's own",
  },
  { collections: ['pages'], field: /^intro$/, words: () => 'the introduction under the heading is not shown' },
  {
    collections: ['pages'],
    field: /^blocks\[\d+\]\.text$/,
    words: (c) => `the text of the block ${quoted(at(c, 2).heading)} is not shown (its list is)`,
  },
  {
    collections: ['pages'],
    field: /^supportCards\[\d+\]\.cover\.src$/,
    words: (c) => `the support card ${quoted(at(c, 2).title)} shows its words without a photo`,
  },
  {
    collections: ['pages'],
    field: /^program\.about\.pending$/,
    words: () => 'the rest of the description behind "Learn More" is not shown',
  },
  { collections: ['pages'], field: /^program\.video\.pending$/, words: () => 'the "Watch Video" button is not shown' },
  {
    collections: ['pages'],
    field: /^program\.video\.poster\.src$/,
    words: (c) =>
      isPending(valueAt(c.now, ['program', 'video', 'pending']))
        ? 'nothing yet: the "Watch Video" button shows only once program.video.pending is answered too'
        : 'the video shows a generated still before it plays',
  },
  {
    collections: ['pages'],
    field: /^program\.volunteers\.items\[\d+\]\.text$/,
    words: (c) => `the sentence about volunteer ${index(c, 4) + 1} is not shown`,
  },
  {
    collections: ['pages'],
    field: /^program\.volunteers\.items\[\d+\]\.image\.src$/,
    words: (c) => `the photo of volunteer ${index(c, 4) + 1} is not shown (initials stand in)`,
  },
  {
    collections: ['pages'],
    field: /^program\.testimonials\.items\[\d+\]\.avatar\.src$/,
    words: (c) => `the photo of the author of testimonial ${index(c, 4) + 1} is not shown (initials stand in)`,
  },
  {
    collections: ['home'],
    field: /^video\.pending$/,
    words: () => "the background video is not shown (the welcome shows on the brand's colour alone)",
  },
  {
    collections: ['home'],
    field: /^video\.poster\.src$/,
    words: (c) =>
      isPending(valueAt(c.now, ['video', 'pending']))
        ? 'nothing yet: the background video and its still show only once video.pending is answered too'
        : 'the background video is not shown until its still is supplied too',
  },
  {
    collections: ['events'],
    field: /^summary$/,
    words: (c) => `the summary of the event ${quoted(c.data.title)} is not shown`,
  },
  {
    collections: ['site'],
    field: /^registeredName$/,
    words: () => ({ page: 'every page', words: 'search engines get the short name instead of the registered name' }),
  },
  {
    collections: ['site'],
    field: /^url$/,
    words: () => ({
      page: 'every page',
      words: "shared links and search engines get the host's address instead of the site's own",
    }),
  },
  {
    collections: ['giving', 'ministryGiving'],
    field: /^accountName$/,
    words: () => 'the giving block does not say which name M-Pesa shows before the PIN, so donors cannot check it',
  },
  { collections: ['site'], field: /^email$/, words: () => 'the e-mail address is not shown' },
]

/** Words for a fact without a rule of its own: the placeholder's words, or the photo's. */
function anyFact(c: FactContext): string {
  const value = valueAt(c.data, c.path)
  if (isPlaceholder(value)) return `${placeholderWhat(value)}: not shown`
  const image = valueAt(c.data, c.path.slice(0, -1))
  if (isImageRef(image)) return `the photo "${image.alt}" is a generated placeholder`
  return `${c.field} is not shown`
}

export function factWords(collection: CollectionName, c: FactContext): { page?: string; words: string } {
  const rule = FACTS.find((r) => r.collections.includes(collection) && r.field.test(c.field))
  const words = rule ? rule.words(c) : anyFact(c)
  return typeof words === 'string' ? { words } : words
}
