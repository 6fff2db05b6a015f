import { describe, expect, it } from 'vitest'
import { givingVersion } from './giving-version'

const page = (path: string, paybill: string, more = '') => ({
  path,
  html: `<main><h1>${more}</h1><span data-giving="paybill">${paybill}</span></main>`,
})

describe("the export's giving version", () => {
  it('changes when a page shows another number, or the same numbers on other pages', () => {
    const before = givingVersion([page('/raila/', '247247'), page('/moa/', '111111')])
    expect(givingVersion([page('/raila/', '247248'), page('/moa/', '111111')])).not.toBe(before)
    expect(givingVersion([page('/raila/', '111111'), page('/moa/', '247247')])).not.toBe(before)
  })

  it('stays the same when only other words change, or the pages come in another order', () => {
    const before = givingVersion([
      page('/raila/', '247247'),
      page('/moa/', '111111'),
      { path: '/about/', html: '<p>About</p>' },
    ])
    expect(
      givingVersion([
        page('/moa/', '111111', 'Welcome'),
        page('/raila/', '247247'),
        { path: '/about/', html: '<p>About us</p>' },
      ]),
    ).toBe(before)
  })
})
