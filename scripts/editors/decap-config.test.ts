import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collections, GIVING_COLLECTIONS } from '../../lib/content/schemas'
import { WEEKDAYS } from '../../lib/content/schemas/service-rules'
import { REVIEW_FIELD, REVIEW_PLACEHOLDER } from '../../lib/content/translation'
import { defaultLocale } from '../../lib/i18n/locales'
import {
  CMS_CONFIG_FILE,
  MENU_DEPTH,
  NEEDED_IN_GROUP_HINT,
  PLACEHOLDER_HINT,
  PLACEHOLDER_ONLY_HINT,
  UNKNOWN_NUMBER_HINT,
  cmsConfig,
  cmsConfigYaml,
} from './decap-config'
import { type ZodField, zodFields } from '../testing/zod-fields'

type Widget = {
  name: string
  widget: string
  pattern?: [string, string]
  options_from?: string
  required?: boolean
  hint?: string
  default?: unknown
  options?: string[]
  multiple?: boolean
  fields?: Widget[]
  field?: Widget
  i18n?: boolean
  min?: number
  max?: number
  editor_components?: string[]
}
type Config = {
  publish_mode: string
  i18n: unknown
  collections: {
    name: string
    label: string
    description?: string
    folder?: string
    i18n?: boolean | { locales: string[] }
    fields?: Widget[]
    files?: { name: string; file: string; i18n?: boolean; fields: Widget[] }[]
  }[]
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
function expectWidgets(
  widgets: Widget[],
  fields: ZodField[],
  where: string,
  lazies: z.ZodType[] = [],
  inOptionalGroup = false,
) {
  // Past MENU_DEPTH levels the recursive menu's submenu is not offered.
  const depthOf = (field: ZodField) => lazies.filter((l) => l === field.lazy).length + 1
  const offered = fields.filter((f) => !f.lazy || depthOf(f) <= MENU_DEPTH)
  expect(
    widgets.map((w) => w.name),
    where,
  ).toEqual(offered.map((f) => f.name))
  for (const [i, field] of offered.entries()) {
    const w = widgets[i]!
    const at = `${where}${field.name}`
    // Inside an optional group (not a list item) every field is optional in the form: Decap would refuse to save the
    // group left empty.
    expect(w.required === false, `${at}: required`).toBe(!field.required || inOptionalGroup)
    if (field.required && inOptionalGroup) expect(w.hint, `${at}: hint`).toContain(NEEDED_IN_GROUP_HINT)
    if (field.description) expect(w.hint, `${at}: hint`).toContain(field.description)
    if (field.leftOut !== undefined && !(Array.isArray(field.leftOut) && field.leftOut.length === 0))
      expect(w.default, at).toEqual(field.leftOut)
    if (field.options) {
      expect(w.widget, at).toBe('select')
      expect(w.options, at).toEqual(field.options)
      expect(w.multiple === true, at).toBe(field.list)
      continue
    }
    // A list of service titles is one widget (ticked titles), not a list of text boxes.
    const valueWidget = field.list && !field.fields && w.widget !== 'service-titles' ? w.field! : w
    if (field.takesPlaceholder)
      expect(valueWidget.hint, `${at}: placeholder hint`).toMatch(
        valueWidget.widget === 'number'
          ? UNKNOWN_NUMBER_HINT
          : new RegExp(`${PLACEHOLDER_HINT}|${PLACEHOLDER_ONLY_HINT}`.replace(/[.]/g, '\\.')),
      )
    else expect(valueWidget.hint ?? '', `${at}: placeholder hint`).not.toContain('TODO')
    if (!field.fields) continue
    expect(w.widget, at).toBe(field.list ? 'list' : 'object')
    expectWidgets(
      w.fields!,
      field.fields(),
      `${at}.`,
      field.lazy ? [...lazies, field.lazy] : lazies,
      !field.list && (inOptionalGroup || !field.required),
    )
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
      const own = withBody ? widgets.slice(0, -1) : widgets
      const settings = ['site', 'menu', 'home'].includes(name)
      // The last field but the body says who reviewed a translation; a settings file's English form has none (its
      // translation is a form of its own), nor has a giving file (nothing to translate).
      if (!settings && !giving)
        expect(own.at(-1)).toMatchObject({
          name: 'reviewed',
          widget: 'translation-review',
          i18n: true,
          required: false,
        })
      expectWidgets(settings || giving ? own : own.slice(0, -1), fields, `${name}: `)
    })
  }

  it(`offers the recursive menu ${MENU_DEPTH} levels deep and stops there`, () => {
    const items = cmsFields.get('menu')!.find((w) => w.name === 'items')!
    const children = items.fields!.find((w) => w.name === 'children')!
    const grandchildren = children.fields!.find((w) => w.name === 'children')!
    expect(children.fields!.map((w) => w.name)).toEqual(items.fields!.map((w) => w.name))
    // The third level's items have every field but a submenu of their own (Decap refuses a list without fields).
    expect(grandchildren.widget).toBe('list')
    expect(grandchildren.fields!.map((w) => w.name)).toEqual(
      items.fields!.map((w) => w.name).filter((n) => n !== 'children'),
    )
    const lists = (ws: Widget[]): Widget[] =>
      ws.flatMap((w) => [...(w.widget === 'list' && w.fields ? [w] : []), ...lists(w.fields ?? [])])
    expect(
      lists(
        config.collections.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]),
      ).filter((w) => w.fields!.length === 0),
    ).toEqual([])
  })

  it('offers no picture or code block in a text (the site shows neither; the content check refuses a picture there)', () => {
    const texts: Widget[] = []
    const collect = (widgets: Widget[]) => {
      for (const w of widgets) {
        if (w.widget === 'markdown') texts.push(w)
        collect([...(w.fields ?? []), ...(w.field ? [w.field] : [])])
      }
    }
    for (const fields of cmsFields.values()) collect(fields)
    expect(texts.length).toBeGreaterThan(0)
    for (const w of texts) expect(w, w.name).toMatchObject({ editor_components: [] })
  })

  it('offers whole numbers, true or false and choices with their own widgets', () => {
    const congregations = cmsFields.get('congregations')!
    expect(congregations.find((w) => w.name === 'menuOrder')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    })
    expect(congregations.find((w) => w.name === 'founded')).toMatchObject({
      widget: 'number',
      required: false,
      hint: UNKNOWN_NUMBER_HINT,
      min: 1900,
      max: 2100,
    })
    expect(congregations.find((w) => w.name === 'sections')).toMatchObject({ widget: 'select', multiple: true })
    const blocks = cmsFields.get('pages')!.find((w) => w.name === 'blocks')!
    expect(blocks.fields!.find((w) => w.name === 'ordered')).toMatchObject({ widget: 'boolean', required: false })
    expect(blocks.fields!.find((w) => w.name === 'text')).toMatchObject({ widget: 'text', hint: PLACEHOLDER_HINT })
  })

  it('edits each file beside its Kiswahili translation, offering only text in the Kiswahili pane (i18n: false hides a fact there)', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'sw'], default_locale: 'en' })
    for (const c of config.collections.filter((c) => c.folder))
      expect(c.i18n, c.name).toEqual(GIVING_COLLECTIONS.has(c.name) ? { locales: ['en'] } : true)
    // Decap takes i18n in a collection of single files only with one file per entry: each settings file and its
    // translation are two forms.
    const settings = config.collections.find((c) => c.name === 'settings')!
    expect(settings.i18n).toBeUndefined()
    expect(settings.files!.map((f) => [f.name, f.file])).toEqual(
      ['site', 'menu', 'home'].flatMap((n) => [
        [n, `content/${n}.en.mdx`],
        [`${n}-sw`, `content/${n}.sw.mdx`],
      ]),
    )
    // The translation's form holds exactly the English form's text fields (no fact), none required, and who reviewed
    // it.
    const textOnly = (ws: Widget[]): unknown[] =>
      ws.filter((w) => w.i18n === true).map((w) => [w.name, w.fields ? textOnly(w.fields) : w.widget])
    for (const n of ['site', 'menu', 'home']) {
      const english = settings.files!.find((f) => f.name === n)!.fields
      const translation = settings.files!.find((f) => f.name === `${n}-sw`)!.fields
      expect(textOnly(translation), n).toEqual([
        ...textOnly(english.filter((w) => w.name !== 'body')),
        ['reviewed', 'string'],
        ...textOnly(english.filter((w) => w.name === 'body')),
      ])
      expect(JSON.stringify(translation), n).not.toContain('"required":true')
      expect(JSON.stringify(translation).match(/"i18n":false/g), n).toBeNull()
    }
    const byName = (list: Widget[], name: string) => list.find((w) => w.name === name)!
    const congregations = cmsFields.get('congregations')!
    // Facts are hidden in the translation, text is offered, and a group is offered when it holds text.
    expect(byName(congregations, 'name').i18n).toBe(false)
    expect(byName(congregations, 'slug').i18n).toBe(false)
    expect(byName(congregations, 'description').i18n).toBe(true)
    const giving = byName(congregations, 'giving')
    expect(giving.fields!.map((f) => [f.name, f.i18n])).toEqual([['note', true]])
    const services = byName(congregations, 'services')
    expect(byName(services.fields!, 'title').i18n).toBe(true)
    expect(byName(services.fields!, 'starts').i18n).toBe(false)
    const image = byName(byName(congregations, 'weeklyPrograms').fields!, 'image')
    expect(image.fields!.map((f) => [f.name, f.i18n])).toEqual([
      ['src', false],
      ['alt', true],
    ])
    expect(congregations.at(-1)).toMatchObject({ name: 'body', i18n: true })
    expect(byName(cmsFields.get('menu')!, 'regions').i18n).toBe(false)
    expect(cmsFields.get('site')!.some((w) => w.name === 'paybill')).toBe(false)
  })
})

describe('what the forms let an editor write', () => {
  const extensions = fs.readFileSync(path.join(path.dirname(CMS_CONFIG_FILE), 'site-extensions.js'), 'utf8')
  const congregations = cmsFields.get('congregations')!
  const byPath = (path: string, top = congregations) =>
    path
      .split('.')
      .reduce<Widget | undefined>(
        (w, name) => (w ? w.fields : top)?.find((f) => f.name === name) ?? undefined,
        undefined,
      )!
  /** A field of a congregation's giving file (content/giving/). */
  const givingField = (name: string) => byPath(name, cmsFields.get('giving')!)
  /** Whether Decap's pattern check (a JavaScript RegExp of the pattern's text) lets the value through. */
  const passes = (w: Widget, value: string) => new RegExp(w.pattern![0]).test(value)

  it('numbers that are text (account, paybill, phone numbers) are string boxes, saved exactly as typed', () => {
    for (const name of ['account', 'paybill', 'pastorNumber']) expect(givingField(name).widget, name).toBe('string')
    expect(byPath('phone').widget).toBe('string')
    expect(passes(givingField('account'), '0070')).toBe(true)
    expect(passes(givingField('paybill'), '247247')).toBe(true)
    expect(passes(givingField('paybill'), '24724')).toBe(false)
    expect(byPath('sections').options).toBeDefined()
    const ministry = cmsFields.get('ministryGiving')!.find((w) => w.name === 'paybill')!
    expect(ministry.widget).toBe('string')
  })

  it('phone numbers are taken however Kenyans write them; an M-Pesa number must be a mobile number', () => {
    const phone = byPath('phone')
    const pastor = givingField('pastorNumber')
    for (const mobile of ['0712 345 678', '0712345678', '+254 712 345 678', '+254712345678', '0110 123 456']) {
      expect(passes(phone, mobile), mobile).toBe(true)
      expect(passes(pastor, mobile), mobile).toBe(true)
    }
    for (const landline of ['020 123 4567', '0201234567', '+254 20 123 4567']) {
      expect(passes(phone, landline), landline).toBe(true)
      expect(passes(pastor, landline), landline).toBe(false)
    }
    for (const wrong of ['0712 345', '712 345 678', '+255 712 345 678', 'call the office'])
      expect(passes(phone, wrong), wrong).toBe(false)
    expect(passes(phone, 'TODO: the office number')).toBe(true)
  })

  it('a service\'s times are "HH:MM" text, its days a choice of the seven, and coordinates text with their pattern', () => {
    const starts = byPath('services.starts')
    expect(starts.widget).toBe('string')
    for (const ok of ['10:00', '06:30', '21:00', 'TODO: the start time']) expect(passes(starts, ok), ok).toBe(true)
    for (const wrong of ['10:00 AM', '6:30', '24:00', '10.00']) expect(passes(starts, wrong), wrong).toBe(false)
    expect(passes(byPath('services.ends'), 'TODO: the end')).toBe(false)
    expect(byPath('services.days')).toMatchObject({ widget: 'select', multiple: true, options: [...WEEKDAYS] })
    const coordinates = byPath('location.coordinates')
    expect(coordinates.widget).toBe('string')
    expect(passes(coordinates, '-1.2921, 36.8219')).toBe(true)
    expect(passes(coordinates, 'Kibera')).toBe(false)
  })

  it("slides and cards name services by ticking the titles of the file's own services", () => {
    expect(byPath('heroSlides.services')).toMatchObject({
      widget: 'service-titles',
      options_from: 'services.title',
      i18n: false,
      required: false,
    })
    expect(byPath('weeklyPrograms.services')).toMatchObject({
      widget: 'service-titles',
      options_from: 'services.title',
      i18n: false,
    })
    // The widget is the site's own: the admin page loads it beside Decap.
    expect(extensions).toContain("CMS.registerWidget('service-titles'")
  })

  it('a Kiswahili translation saved without a reviewer gets the same placeholder the translation check asks for', () => {
    expect(extensions).toContain(`const REVIEW_PLACEHOLDER = '${REVIEW_PLACEHOLDER}'`)
    expect(extensions).toContain(`const REVIEW_FIELD = '${REVIEW_FIELD}'`)
    expect(extensions).toContain(`const DEFAULT_LOCALE = '${defaultLocale}'`)
  })
})

describe('the configuration `npm run cms` serves (editing on this machine)', () => {
  const api = 'http://127.0.0.1:8081/api/v1'
  const local = cmsConfig({ local: { api } }) as Config & { local_backend: unknown; media_folder: string }

  it('talks to decap-server at the address given, which serves content/: paths start inside it', () => {
    expect(local.local_backend).toEqual({ url: api })
    expect(local.media_folder).toBe('media/uploads')
    const congregations = local.collections.find((c) => c.name === 'congregations')!
    expect(congregations.folder).toBe('congregations')
    expect(local.collections.find((c) => c.name === 'giving')!.folder).toBe('giving')
    expect(local.collections.flatMap((c) => c.files ?? []).map((f) => f.file)).toEqual([
      'giving.en.mdx',
      ...['site', 'menu', 'home'].flatMap((n) => [`${n}.en.mdx`, `${n}.sw.mdx`]),
    ])
  })

  it('saves straight to the files (decap-server has no pull requests), with the same forms', () => {
    expect(local.publish_mode).toBeUndefined()
    const fields = (c: Config) => c.collections.map((x) => JSON.stringify(x.fields ?? x.files!.map((f) => f.fields)))
    expect(fields(local)).toEqual(fields(config))
  })

  it("is never the committed one: the site's configuration names no local address", () => {
    expect(committed).not.toMatch(/localhost|127\.0\.0\.1|local_backend/)
  })
})

describe("the editor's GitHub key", () => {
  it('reaches public repositories only: the committed configuration asks GitHub for public_repo, not repo', () => {
    expect((config as Config & { backend: { auth_scope?: string } }).backend.auth_scope).toBe('public_repo')
  })
})

describe('the configuration of the content manager on its own address', () => {
  const own = cmsConfig({ siteUrl: 'https://www.example.org/ministry' }) as Config & {
    site_url?: string
    display_url?: string
  }

  it("leads back to the public site (Decap's header and login page), with the same backend and forms", () => {
    expect(own.site_url).toBe('https://www.example.org/ministry')
    expect(own.display_url).toBe('https://www.example.org/ministry')
    expect(JSON.stringify({ ...own, site_url: undefined, display_url: undefined })).toBe(JSON.stringify(config))
  })

  it('is not the committed one, which runs on the site itself and names no address', () => {
    expect(committed).not.toMatch(/site_url|display_url/)
  })
})
