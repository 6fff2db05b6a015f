// One test of what a placeholder is, the same for the schemas (what the build accepts), the loader (what
// becomes a pending fact), the content check (what it reports with a fix) and the editors' tools.
import { describe, expect, it } from 'vitest'
import { markPending } from './pending'
import { misspeltPlaceholder } from './pipeline/validate'
import { isPlaceholder } from './placeholder'
import { placeholder } from './schemas'

const placeholders = ['TODO: the account number', 'TODO: x', 'TODO: ask the office: soon']
const nearMisses = [
  'TODO:x',
  'TODO:the account',
  'todo: the account',
  'Todo - the account',
  'TODO the account',
  'TODO:',
  'TODO: ',
]
const facts = ['0070', 'Raila', 'To be announced', '']

describe('a placeholder', () => {
  it('is "TODO:", a space, then what is missing', () => {
    for (const value of placeholders) expect(isPlaceholder(value), value).toBe(true)
    for (const value of [...nearMisses, ...facts]) expect(isPlaceholder(value), value).toBe(false)
  })

  it('is what the schema accepts as one, no more and no less', () => {
    for (const value of [...placeholders, ...nearMisses, ...facts])
      expect(placeholder.safeParse(value).success, value).toBe(isPlaceholder(value))
  })

  it('becomes a pending fact; a near miss such as "TODO:x" does not, and the check reports it with the fix', () => {
    expect(markPending('TODO: the account')).toEqual({ pending: 'the account' })
    expect(markPending('TODO:x')).toBe('TODO:x')
    for (const value of placeholders) expect(misspeltPlaceholder(value), value).toBeUndefined()
    expect(misspeltPlaceholder('TODO:x')).toBe('TODO: x')
    expect(misspeltPlaceholder('todo: the account')).toBe('TODO: the account')
    for (const value of facts) expect(misspeltPlaceholder(value), value).toBeUndefined()
  })
})
