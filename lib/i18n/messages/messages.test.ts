import { describe, expect, it } from 'vitest'
import { locales } from '../locales'
import { catalogues } from '.'
import { en } from './en'
import { placeholders } from './fill'

type Leaf = { path: string; value: unknown }

/** Every value of a catalogue that is not a group, with its dotted path. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key))
  return [{ path, value }]
}

/** The shape of a catalogue: groups as objects, strings as 'string', functions by their parameter count. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
  return typeof value
}

/** Distinct arguments, so the test sees that the text uses each one. */
const sampleArgs = (count: number) => Array.from({ length: count }, (_, i) => `ARG${i}`)

describe('the interface catalogues', () => {
  it('have the same keys, and the same kind of value under each key, in every language', () => {
    for (const locale of locales) expect(shape(catalogues[locale]), locale).toEqual(shape(en))
  })

  for (const locale of locales) {
    describe(locale, () => {
      const all = leaves(catalogues[locale])

      it('has only strings and functions, and no empty string', () => {
        for (const { path, value } of all) {
          expect(['string', 'function'], path).toContain(typeof value)
          if (typeof value === 'string') expect(value.trim(), path).not.toBe('')
        }
      })

      it('has functions that give a non-empty text using every argument', () => {
        for (const { path, value } of all) {
          if (typeof value !== 'function') continue
          const args = sampleArgs(value.length)
          const text: unknown = value(...args)
          expect(typeof text, path).toBe('string')
          expect((text as string).trim(), path).not.toBe('')
          for (const arg of args) expect(text, `${path} uses ${arg}`).toContain(arg)
        }
      })

      it('keeps the placeholders of each English text', () => {
        const english = new Map(leaves(en).map((l) => [l.path, l.value]))
        for (const { path, value } of all) {
          const original = english.get(path)
          if (typeof value !== 'string' || typeof original !== 'string') continue
          expect(placeholders(value).sort(), path).toEqual(placeholders(original).sort())
        }
      })
    })
  }
})
