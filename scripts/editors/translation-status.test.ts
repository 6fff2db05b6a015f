import { describe, expect, it } from 'vitest'
import { readEntries } from '../../lib/content/load'
import { makeContent } from '../../lib/content/testing/fixture'
import { translationStatus } from './translation-status'

const REVIEW = 'reviewed: "TODO: a Kiswahili speaker of the ministry reviews this translation"'

describe('where the translations stand', () => {
  it('lists drafts, files without a translation and text still in English', () => {
    const { entries } = readEntries(
      makeContent({ 'congregations/raila.sw.mdx': `---\n${REVIEW}\ndescription: Kanisa la Raila.\n---\n` }),
    )
    const status = translationStatus(entries)
    expect(status.drafts).toEqual([{ file: 'content/congregations/raila.sw.mdx', locale: 'sw' }])
    expect(status.missing.map((m) => m.file)).toContain('content/pages/who-we-are.en.mdx')
    expect(status.missing.map((m) => m.file)).not.toContain('content/congregations/raila.en.mdx')
    expect(status.partial).toEqual([
      {
        file: 'content/congregations/raila.sw.mdx',
        locale: 'sw',
        fields: ['services[0].title', 'giving.note', '(body)'],
      },
    ])
    // Giving files hold numbers and names only: no translation is asked of them.
    expect(status.missing.map((m) => m.file).filter((f) => f.includes('giving'))).toEqual([])
  })
})
