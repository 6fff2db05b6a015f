import { describe, expect, it } from 'vitest'
import { locales } from '../locales'
import { catalogues } from '.'
import { en } from './en'
import { placeholders } from './fill'
import type { Messages } from './types'

type Leaf = { path: string; value: unknown }

/** Every value of a catalogue that is not a group, with its dotted path. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key))
  return [{ path, value }]
}

/** The shape of a catalogue: groups as objects, texts as 'string'. */
function shape(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
  return typeof value
}

describe('the interface catalogues', () => {
  it('have the same keys, and the same kind of value under each key, in every language', () => {
    for (const locale of locales) expect(shape(catalogues[locale]), locale).toEqual(shape(en))
  })

  it('are typed so that a translation must keep each placeholder', () => {
    // @ts-expect-error: the Kiswahili title has lost the congregation's name.
    const lost: Messages['meta']['congregationTitle'] = 'Kanisa'
    const kept: Messages['meta']['congregationTitle'] = 'Kanisa la {name}'
    expect([lost, kept]).toHaveLength(2)
  })

  for (const locale of locales) {
    describe(locale, () => {
      const all = leaves(catalogues[locale])

      it('has only texts (no functions: an island could not receive them), and no empty one', () => {
        for (const { path, value } of all) {
          expect(typeof value, path).toBe('string')
          expect((value as string).trim(), path).not.toBe('')
        }
      })

      // The type checker sees a placeholder missing from a translation; this also catches one added to it.
      it('has the same placeholders in each text as English, no more and no fewer', () => {
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
