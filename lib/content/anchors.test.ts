import { describe, expect, it } from 'vitest'
import { MAIN_ID, supportIds } from '../element-ids'
import { headingId, pageAnchors } from './anchors'

describe("a block heading's id", () => {
  it('is the heading in lower case with dashes, after the prefix of the headings editors write', () => {
    expect(headingId('Our Vision')).toBe('text-our-vision')
    expect(headingId('Core value: Community')).toBe('text-core-value-community')
  })

  it("never takes the place of an id the page's layout gives", () => {
    const page = {
      title: 'Support',
      slug: 'support',
      description: 'd',
      layout: 'support',
      blocks: [{ heading: 'Main' }, { heading: 'Give online' }],
    }
    const anchors = pageAnchors(page as never, [], { regions: [], months: [] })
    expect(anchors.filter((id) => id === MAIN_ID || id === supportIds.giveOnline)).toEqual([
      MAIN_ID,
      supportIds.giveOnline,
    ])
    expect(anchors).toEqual(expect.arrayContaining(['text-main', 'text-give-online']))
  })
})
