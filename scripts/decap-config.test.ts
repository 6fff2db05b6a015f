import fs from 'node:fs'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collections, GIVING_COLLECTIONS } from '../lib/content/schemas'
import { CMS_CONFIG_FILE, MENU_DEPTH, PLACEHOLDER_HINT, PLACEHOLDER_ONLY_HINT, UNKNOWN_NUMBER_HINT, cmsConfigYaml } from './decap-config'
import { type ZodField, zodFields } from './testing/zod-fields'

type Widget = {
  name: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  options?: string[]
  multiple?: boolean
  fields?: Widget[]
  field?: Widget
  i18n?: true | 'none'
}
type Config = {
  publish_mode: string
  i18n: unknown
  collections: { name: string; label: string; description?: string; folder?: string; i18n?: boolean | { locales: string[] }; fields?: Widget[]; files?: { name: string; file: string; i18n?: boolean; fields: Widget[] }[] }[]
}

const committed = fs.readFileSync(CMS_CONFIG_FILE, 'utf8')
const config = matter(`---\n${committed}\n---\n`, {}).data as Config

/** The CMS fields of each content collection, by its name in lib/content/schemas/. */
const cmsFields = new Map<string, Widget[]>()
for (const c of config.collections) {
  if (c.folder) cmsFields.set(c.name, c.fields!)
  for (const f of c.files ?? []) cmsFields.set(f.name, f.fields)
}

/**
 * Holds the widgets to the schema's fields, opening groups and lists of groups; `lazies` are the
 * recursive schemas being opened, so that the menu is offered MENU_DEPTH levels deep and no deeper.
 */
function expectWidgets(widgets: Widget[], fields: ZodField[], where: string, lazies: z.ZodType[] = []) {
  expect(widgets.map((w) => w.name), where).toEqual(fields.map((f) => f.name))
  for (const [i, field] of fields.entries()) {
    const w = widgets[i]!
    const at = `${where}${field.name}`
    expect(w.required === false, `${at}: required`).toBe(!field.required)
    if (field.description) expect(w.hint, `${at}: hint`).toContain(field.description)
    if (field.leftOut !== undefined && !(Array.isArray(field.leftOut) && field.leftOut.length === 0)) expect(w.default, at).toEqual(field.leftOut)
    if (field.options) {
      expect(w.widget, at).toBe('select')
      expect(w.options, at).toEqual(field.options)
      expect(w.multiple === true, at).toBe(field.list)
      continue
    }
    const valueWidget = field.list && !field.fields ? w.field! : w
    if (field.takesPlaceholder)
      expect(valueWidget.hint, `${at}: placeholder hint`).toMatch(
        valueWidget.widget === 'number' ? UNKNOWN_NUMBER_HINT : new RegExp(`${PLACEHOLDER_HINT}|${PLACEHOLDER_ONLY_HINT}`.replace(/[.]/g, '\\.')),
      )
    else expect(valueWidget.hint ?? '', `${at}: placeholder hint`).not.toContain('TODO')
    if (!field.fields) continue
    expect(w.widget, at).toBe(field.list ? 'list' : 'object')
    const depth = lazies.filter((l) => l === field.lazy).length + 1
    if (field.lazy && depth >= MENU_DEPTH) expect(w.fields, `${at}: the deepest level`).toEqual([])
    else expectWidgets(w.fields!, field.fields(), `${at}.`, field.lazy ? [...lazies, field.lazy] : lazies)
  }
}

describe('the Decap CMS configuration (public/admin/config.yml)', () => {
  it('is up to date with the schemas (run `npm run cms:config` after changing lib/content/schemas/)', () => {
    expect(committed).toBe(cmsConfigYaml())
  })

  it('saves through pull requests', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
  })

  for (const [name, { schema }] of Object.entries(collections)) {
    it(`${name}: offers every field, with its description as hint, its default, and whether it takes a placeholder`, () => {
      const giving = GIVING_COLLECTIONS.has(name)
      const withBody = !['site', 'menu'].includes(name) && !giving
      const widgets = cmsFields.get(name)!
      expect(widgets.at(-1)?.widget === 'markdown', 'the body').toBe(withBody)
      const fields = zodFields(schema)
      expect(fields.length).toBeGreaterThan(1)
      // The last field but the body says who reviewed a translation (giving files have none).
      const own = withBody ? widgets.slice(0, -1) : widgets
      if (!giving) expect(own.at(-1)).toMatchObject({ name: 'reviewed', i18n: true, required: false })
      expectWidgets(giving ? own : own.slice(0, -1), fields, `${name}: `)
    })
  }

  it(`offers the recursive menu ${MENU_DEPTH} levels deep and stops there`, () => {
    const items = cmsFields.get('menu')!.find((w) => w.name === 'items')!
    const children = items.fields!.find((w) => w.name === 'children')!
    const grandchildren = children.fields!.find((w) => w.name === 'children')!
    expect(children.fields!.map((w) => w.name)).toEqual(items.fields!.map((w) => w.name))
    expect(grandchildren).toMatchObject({ widget: 'list', fields: [] })
  })

  it('offers whole numbers, true or false and choices with their own widgets', () => {
    const congregations = cmsFields.get('congregations')!
    expect(congregations.find((w) => w.name === 'menuOrder')).toMatchObject({ widget: 'number', value_type: 'int' })
    expect(congregations.find((w) => w.name === 'founded')).toMatchObject({ widget: 'number', required: false, hint: UNKNOWN_NUMBER_HINT })
    expect(congregations.find((w) => w.name === 'sections')).toMatchObject({ widget: 'select', multiple: true })
    const blocks = cmsFields.get('pages')!.find((w) => w.name === 'blocks')!
    expect(blocks.fields!.find((w) => w.name === 'ordered')).toMatchObject({ widget: 'boolean', required: false })
    expect(blocks.fields!.find((w) => w.name === 'text')).toMatchObject({ widget: 'text', hint: PLACEHOLDER_HINT })
  })

  it('edits each file beside its Kiswahili translation, offering only text in the Kiswahili pane', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'sw'], default_locale: 'en' })
    for (const c of config.collections) {
      expect(c.i18n, c.name).toEqual(GIVING_COLLECTIONS.has(c.name) ? { locales: ['en'] } : true)
      for (const f of c.files ?? []) expect(f, f.name).toMatchObject({ i18n: true, file: expect.stringMatching(/^content\/[a-z]+\.mdx$/) })
    }
    const byName = (list: Widget[], name: string) => list.find((w) => w.name === name)!
    const congregations = cmsFields.get('congregations')!
    // Facts are hidden in the translation, text is offered, and a group is offered when it holds text.
    expect(byName(congregations, 'name').i18n).toBe('none')
    expect(byName(congregations, 'slug').i18n).toBe('none')
    expect(byName(congregations, 'description').i18n).toBe(true)
    const giving = byName(congregations, 'giving')
    expect(giving.fields!.map((f) => [f.name, f.i18n])).toEqual([['note', true]])
    const services = byName(congregations, 'services')
    expect(byName(services.fields!, 'title').i18n).toBe(true)
    expect(byName(services.fields!, 'starts').i18n).toBe('none')
    const image = byName(byName(congregations, 'weeklyPrograms').fields!, 'image')
    expect(image.fields!.map((f) => [f.name, f.i18n])).toEqual([['src', 'none'], ['alt', true]])
    expect(congregations.at(-1)).toMatchObject({ name: 'body', i18n: true })
    expect(byName(cmsFields.get('menu')!, 'regions').i18n).toBe('none')
    expect(cmsFields.get('site')!.some((w) => w.name === 'paybill')).toBe(false)
  })

  it('edits where gifts go in English only, as plain text boxes, in collections that say the treasurer reviews them', () => {
    const giving = config.collections.find((c) => c.name === 'giving')!
    expect(giving).toMatchObject({ folder: 'content/giving', slug: '{{fields.congregation}}', create: true })
    expect(cmsFields.get('giving')!.map((w) => [w.name, w.widget])).toEqual([
      ['congregation', 'string'],
      ['paybill', 'string'],
      ['account', 'string'],
      ['pastorNumber', 'string'],
      ['accountName', 'string'],
    ])
    expect(cmsFields.get('ministryGiving')!.map((w) => [w.name, w.widget])).toEqual([
      ['paybill', 'string'],
      ['accountName', 'string'],
    ])
    for (const name of GIVING_COLLECTIONS) expect(config.collections.find((c) => c.name === name)!.description).toMatch(/treasurer's review/)
  })
})
