/**
 * The islands' registry (components/islands/registry.ts) is the one place an island is named: the
 * type check holds every `island()` call and the registry's own entries to it (the `@ts-expect-error`
 * lines below fail `npm run typecheck` the day a mismatch stops being an error), and the bundler reads
 * the same file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CopyButton } from '@/components/congregation/CopyButton'
import { HeroCarousel } from '@/components/congregation/HeroCarousel'
import { ISLANDS } from '@/components/islands/registry'
import { moduleFile, registryEntries } from '@/scripts/build/islands/bundle'
import { defineIslands } from '@/lib/islands/define'
import { island } from './island'
import type { IslandLoad } from '@/lib/islands/markup'

const root = path.resolve(__dirname, '../..')
const heroCarousel = () => import('@/components/congregation/hero-carousel')

describe('the islands registry', () => {
  it('types what an island is: its name, its component (or, for a DOM island, its enhancer) and its props', () => {
    // Wrapped in functions never called: what matters is what the type check says.
    // @ts-expect-error -- 'copy-button' is the CopyButton island, not the hero carousel
    void (() => island('copy-button', HeroCarousel))
    // @ts-expect-error -- no island has this name
    void (() => island('copy-buton', CopyButton))
    const Copy = island('copy-button', CopyButton)
    // @ts-expect-error -- the copy button's value is a string
    void (() => Copy({ value: 247247, label: 'paybill number', text: { copy: '', copied: '', failed: '' } }))
    void (() =>
      defineIslands({
        // @ts-expect-error -- the module exports no component of this name
        'church-finder': { code: () => import('@/components/page/ChurchFinder'), component: 'ChurchFindr' },
      }))
    void (() =>
      defineIslands({
        // @ts-expect-error -- the module exports no enhancer of this name
        'hero-carousel': { code: heroCarousel, enhance: 'enhanceHeroCarousl' },
      }))
    void (() =>
      defineIslands({
        // @ts-expect-error -- an island is hydrated with React or enhanced without it, not both
        'hero-carousel': {
          code: heroCarousel,
          enhance: 'enhanceHeroCarousel',
          component: 'enhanceHeroCarousel',
        },
      }))
    void (() =>
      defineIslands({
        // @ts-expect-error -- an island that is only its early script has nothing for the loader to start
        'copy-button': {
          early: () => import('@/components/congregation/copy-buttons-page'),
          start: 'interaction',
        },
      }))
    expect(Copy.displayName).toBe('Island(copy-button)')
  })

  it('is read by the bundler: every island by its name, with the module its code imports', () => {
    const entries = registryEntries(root)
    expect(entries.map((e) => e.name)).toEqual(Object.keys(ISLANDS))
    for (const { name, specifier, early } of entries)
      expect(fs.existsSync(moduleFile(root, (specifier ?? early)!)), `${name}: ${specifier ?? early}`).toBe(true)
  })

  it('starts the islands that sit low on their pages when the visitor nears them', () => {
    const near = Object.entries(ISLANDS).flatMap(([name, spec]) =>
      'start' in spec && spec.start === 'near' ? [name] : [],
    )
    expect(near).toEqual(['masonry-gallery', 'testimonials'])
  })

  it('starts no React island with the page: React comes only when the visitor acts on one, or nears a gallery or the testimonials', () => {
    const startOf = (spec: object): IslandLoad => ('start' in spec && spec.start ? (spec.start as IslandLoad) : 'now')
    const withPage = Object.entries(ISLANDS).flatMap(([name, spec]) =>
      'component' in spec && startOf(spec) === 'now' ? [name] : [],
    )
    expect(withPage).toEqual([])
  })

  it("starts the widgets a visitor acts on at their first action, gives a message form's pages the guard that holds an early Send, the support slider's the answer of its arrows, and answers the copy buttons from the start", () => {
    const onInteraction = Object.entries(ISLANDS).flatMap(([name, spec]) =>
      'start' in spec && spec.start === 'interaction' ? [name] : [],
    )
    expect(onInteraction).toEqual([
      'church-finder',
      'donation-widget',
      'message-form',
      'site-search',
      'support-slider',
      'video-modal',
    ])
    const early = registryEntries(root).flatMap(({ name, early }) => (early ? [[name, early]] : []))
    expect(early).toEqual([
      ['copy-button', '../congregation/copy-buttons-page'],
      ['message-form', '@/lib/forms/guard-page'],
      ['support-slider', '@/lib/carousel/row-arrows-page'],
    ])
    for (const [, file] of early) expect(fs.existsSync(moduleFile(root, file!))).toBe(true)
  })
})
