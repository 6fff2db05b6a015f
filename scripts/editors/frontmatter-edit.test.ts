import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { editFrontmatter } from './frontmatter-edit'

const file = `---
# Raila congregation: values written as "TODO: ..." are facts still to come.
name: Raila
founded: "TODO: a year such as 2016"
giving:
  paybill: "247247"   # the ministry's paybill
  # the branch's own account
  account: 'TODO: the account number'

leaders:
  - name: 'TODO: the name and title' # from the office
    bio: "TODO: a short introduction"
    socials:
      - { network: Facebook, url: "https://www.facebook.com/", pending: "TODO: the Facebook page" }
      - { network: X, pending: "TODO: the X account", url: "https://x.com/" }
blocks:
  - heading: Core values
    list: ["TODO: the points, one per line"]
  - heading: Who we are
    list:
      - "TODO: point 1"
      - "TODO: point 2"
socials:
  - network: YouTube
    url: https://www.youtube.com/
    # the channel is being set up
    pending: "TODO: the channel"
  - pending: "TODO: the page"
    network: Instagram
    url: https://www.instagram.com/
---

The body stays as it is: TODO: is not a field here.
`

const data = (text: string) => parseDocument(text.split('---')[1]!).toJS()

/** The lines of `after` that differ from `before`'s, in order. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) }
}

describe('editFrontmatter', () => {
  it('replaces one value and leaves every other character of the file as it was', () => {
    const after = editFrontmatter(file, [{ path: ['giving', 'account'], set: '0070' }])
    expect(changedLines(file, after)).toEqual({
      removed: ["  account: 'TODO: the account number'"],
      added: ["  account: '0070'"],
    })
    expect(data(after).giving.account).toBe('0070')
  })

  it('keeps a trailing comment on the changed line', () => {
    const after = editFrontmatter(file, [{ path: ['leaders', 0, 'name'], set: 'Rev. Amina Otieno' }])
    expect(after).toContain("  - name: 'Rev. Amina Otieno' # from the office\n")
  })

  it('writes a text with apostrophes in double quotes, and several lines as a literal block', () => {
    const bio = 'Born in Kilifi.\nPastor since 2010.\n\nMarried, three children.'
    const after = editFrontmatter(file, [
      { path: ['leaders', 0, 'name'], set: "Mch. Ng'ang'a wa Kĩmani" },
      { path: ['leaders', 0, 'bio'], set: bio },
    ])
    expect(after).toContain(`  - name: "Mch. Ng'ang'a wa Kĩmani" # from the office\n`)
    expect(after).toContain(
      '    bio: |-\n      Born in Kilifi.\n      Pastor since 2010.\n\n      Married, three children.\n    socials:',
    )
    expect(data(after).leaders[0]).toMatchObject({ name: "Mch. Ng'ang'a wa Kĩmani", bio })
  })

  it('writes a number without quotes, and text that looks like a number with them', () => {
    const after = editFrontmatter(file, [
      { path: ['founded'], set: 2016 },
      { path: ['giving', 'account'], set: '0712' },
    ])
    expect(after).toContain('\nfounded: 2016\n')
    expect(data(after)).toMatchObject({ founded: 2016, giving: { account: '0712' } })
  })

  it('removes a field from a { ... } group, first, middle or last', () => {
    const after = editFrontmatter(file, [
      { path: ['leaders', 0, 'socials', 0, 'pending'], remove: true },
      { path: ['leaders', 0, 'socials', 1, 'pending'], remove: true },
    ])
    expect(after).toContain('      - { network: Facebook, url: "https://www.facebook.com/" }\n')
    expect(after).toContain('      - { network: X, url: "https://x.com/" }\n')
    const answered = editFrontmatter(file, [
      { path: ['leaders', 0, 'socials', 0, 'url'], set: 'https://www.facebook.com/test-page' },
      { path: ['leaders', 0, 'socials', 0, 'pending'], remove: true },
    ])
    expect(answered).toContain('      - { network: Facebook, url: "https://www.facebook.com/test-page" }\n')
    const first = editFrontmatter(file, [{ path: ['leaders', 0, 'socials', 0, 'network'], remove: true }])
    expect(first).toContain('      - { url: "https://www.facebook.com/", pending: "TODO: the Facebook page" }\n')
  })

  it("removes a field's line from a list item and keeps the comment lines above it", () => {
    const after = editFrontmatter(file, [
      { path: ['socials', 0, 'url'], set: 'https://www.youtube.com/@ministry' },
      { path: ['socials', 0, 'pending'], remove: true },
      { path: ['socials', 1, 'pending'], remove: true },
    ])
    expect(after).toContain(
      'socials:\n  - network: YouTube\n    url: "https://www.youtube.com/@ministry"\n    # the channel is being set up\n  - network: Instagram\n    url: https://www.instagram.com/\n---',
    )
    expect(data(after).socials).toEqual([
      { network: 'YouTube', url: 'https://www.youtube.com/@ministry' },
      { network: 'Instagram', url: 'https://www.instagram.com/' },
    ])
  })

  it('answers a list item, and puts several lines in its place as one item each', () => {
    const after = editFrontmatter(file, [
      { path: ['blocks', 0, 'list', 0], items: ['Love', "God's word", 'Service'] },
      { path: ['blocks', 1, 'list', 0], items: ['We pray', 'We serve'] },
      // Paths name the items as the file had them: item 1 is still "TODO: point 2".
      { path: ['blocks', 1, 'list', 1], set: 'We give' },
    ])
    expect(after).toContain('    list: ["Love", "God\'s word", "Service"]\n')
    expect(after).toContain('    list:\n      - "We pray"\n      - "We serve"\n      - "We give"\nsocials:')
    expect(data(after).blocks).toEqual([
      { heading: 'Core values', list: ['Love', "God's word", 'Service'] },
      { heading: 'Who we are', list: ['We pray', 'We serve', 'We give'] },
    ])
    expect(() => editFrontmatter(file, [{ path: ['giving', 'account'], items: ['a', 'b'] }])).toThrow(
      /not an item of a list/,
    )
  })

  it('keeps a byte-order mark, the body and the blank lines', () => {
    const after = editFrontmatter(`\uFEFF${file}`, [{ path: ['name'], set: 'Raila Estate' }])
    expect(after.startsWith('\uFEFF---\n')).toBe(true)
    expect(after).toContain("  account: 'TODO: the account number'\n\nleaders:")
    expect(after.endsWith('---\n\nThe body stays as it is: TODO: is not a field here.\n')).toBe(true)
  })

  it('refuses a path that is not in the file, or not a single value', () => {
    expect(() => editFrontmatter(file, [{ path: ['giving', 'note'], set: 'x' }])).toThrow(/no field giving.note/)
    expect(() => editFrontmatter(file, [{ path: ['giving'], set: 'x' }])).toThrow(/not a single value/)
    expect(() => editFrontmatter('name: x\n', [{ path: ['name'], set: 'y' }])).toThrow(/---/)
  })
})
