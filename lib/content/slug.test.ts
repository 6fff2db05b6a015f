import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('makes a web address from a name', () => {
    expect(slugify('Maili Saba')).toBe('maili-saba')
    expect(slugify("  St. Paul's  Church ")).toBe('st-paul-s-church')
    expect(slugify('Kanisa la Mwokozi – Malindi')).toBe('kanisa-la-mwokozi-malindi')
  })
})
