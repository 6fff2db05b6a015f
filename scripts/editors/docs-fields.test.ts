import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collections } from '../../lib/content/schemas'
import { FIELDS_FILE, fieldsMarkdown } from './docs-fields'
import { type ZodField, zodFields } from '../testing/zod-fields'

const committed = fs.readFileSync(FIELDS_FILE, 'utf8')

type Row = { path: string; required: string; type: string; translated: string; notes: string }

/** The table rows of one collection's section of the committed file. */
function rowsOf(name: string): Row[] {
  const section = committed.split(/^## /m).find((s) => s.startsWith(`${name}:`)) ?? ''
  return [...section.matchAll(/^\| `([^`]+)` \| (yes|no) \| (.*?) \| (yes|) \| (.*) \|$/gm)].map(
    ([, path, required, type, translated, notes]) => ({
      path: path!,
      required: required!,
      type: type!,
      translated: translated!,
      notes: notes!,
    }),
  )
}

type Expected = { path: string; field: ZodField; repeat: boolean }

/** Every field as a row path; a recursive schema met again inside itself is listed once, not opened. */
function expectedRows(fields: ZodField[], prefix = '', lazies: z.ZodType[] = []): Expected[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const repeat = !!field.lazy && lazies.includes(field.lazy)
    const row = { path, field, repeat }
    if (!field.fields || repeat) return [row]
    return [
      row,
      ...expectedRows(
        field.fields(),
        `${path}${field.list ? '[]' : ''}.`,
        field.lazy ? [...lazies, field.lazy] : lazies,
      ),
    ]
  })
}

const sentence = (s: string) => (/[.!?)]$/.test(s) ? s : `${s}.`)
const PLACEHOLDER_WORDS = 'placeholder "TODO: ..."'

describe('content/FIELDS.md', () => {
  it('is up to date with the schemas (run `npm run docs:fields` after changing lib/content/schemas/)', () => {
    expect(committed).toBe(fieldsMarkdown())
  })

  for (const [name, { schema }] of Object.entries(collections)) {
    describe(name, () => {
      const expected = expectedRows(zodFields(schema))
      const rows = rowsOf(name)
      const rowAt = (path: string) => rows.find((r) => r.path === path)!

      it('lists every field once, in order, with whether it is required', () => {
        expect(expected.length).toBeGreaterThanOrEqual(2)
        expect(rows.map((r) => r.path)).toEqual(expected.map((e) => e.path))
        for (const { path, field } of expected) expect(rowAt(path).required, path).toBe(field.required ? 'yes' : 'no')
      })

      it('gives each field its own description and what it is when left out, and no validation messages', () => {
        for (const { path, field, repeat } of expected) {
          const notes = [
            field.description,
            field.leftOut === undefined ? undefined : `Left out: ${JSON.stringify(field.leftOut)}`,
          ]
            .filter((n): n is string => !!n)
            .map(sentence)
            .join(' ')
          if (repeat) expect(rowAt(path).notes.startsWith(notes), path).toBe(true)
          else expect(rowAt(path).notes, path).toBe(notes)
          expect(rowAt(path).notes, path).not.toMatch(/\bexpected\b/)
        }
      })

      it('says which fields take a "TODO: ..." placeholder, and which choices a field offers', () => {
        for (const { path, field } of expected) {
          expect(rowAt(path).type.includes(PLACEHOLDER_WORDS), `${path}: ${rowAt(path).type}`).toBe(
            field.takesPlaceholder,
          )
          if (field.options) expect(rowAt(path).type, path).toContain(`one of: ${field.options.join(', ')}`)
          expect(rowAt(path).type, path).not.toMatch(/[\\^$]/)
        }
      })
    })
  }

  it('names the kinds of value in plain words', () => {
    const congregations = rowsOf('congregations')
    const type = (path: string) => congregations.find((r) => r.path === path)?.type
    expect(type('founded')).toBe(`whole number from 1900 to 2100, or a ${PLACEHOLDER_WORDS}`)
    expect(type('menuOrder')).toBe('whole number from 1')
    expect(type('description')).toBe(`text, or a ${PLACEHOLDER_WORDS}`)
    expect(type('leaders')).toBe('list of groups (fields below)')
    // What a Kiswahili translation holds: text, never facts.
    const translated = (path: string) => congregations.find((r) => r.path === path)?.translated
    expect([translated('description'), translated('services[].title'), translated('leaders[].photo.alt')]).toEqual([
      'yes',
      'yes',
      'yes',
    ])
    expect([
      translated('name'),
      translated('location.place'),
      translated('services[].starts'),
      translated('leaders[].photo.src'),
    ]).toEqual(['', '', '', ''])
    expect(type('leaders[].photo')).toBe('group of fields (below)')
    expect(type('sections')).toMatch(/^list of: one of: hero, /)
    const site = rowsOf('site')
    expect(site.find((r) => r.path === 'email')?.type).toBe(`e-mail address, or a ${PLACEHOLDER_WORDS}`)
    expect(site.find((r) => r.path === 'socials[].url')?.type).toBe('web address')
    expect(site.find((r) => r.path === 'socials[].pending')?.type).toBe(`a ${PLACEHOLDER_WORDS}`)
    expect(rowsOf('pages').find((r) => r.path === 'blocks[].ordered')?.type).toBe('true or false')
    expect(rowsOf('menu').find((r) => r.path === 'items[].congregations')?.type).toBe('true')
  })

  it('stops at the recursive menu: children are said to have the fields of a menu item, not listed again', () => {
    const menu = rowsOf('menu')
    expect(menu.find((r) => r.path === 'items[].children')?.notes).toContain(
      'Each item has the same fields as `items[]` above',
    )
    expect(menu.filter((r) => r.path.startsWith('items[].children['))).toEqual([])
  })
})
