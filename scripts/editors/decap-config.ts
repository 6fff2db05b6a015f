/**
 * `npm run cms:config`: writes public/admin/config.yml, the Decap CMS configuration for /admin/, from the
 * JSON Schema of the zod schemas in lib/content/schemas/ (see schema-fields.ts): one CMS collection per
 * content collection, one widget per field, each field's description as its hint.
 * `publish_mode: editorial_workflow` makes every save a pull request, checked like any other.
 * scripts/editors/decap-config.test.ts fails when the committed file is out of date or misses a field.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import matter from 'gray-matter'
import type { CollectionName } from '../../lib/content/files'
import { collections, PLACEHOLDER_PATTERN } from '../../lib/content/schemas'
import { isTranslatable } from '../../lib/content/translatable'
import { REVIEW_FIELD, REVIEW_PLACEHOLDER } from '../../lib/content/translation'
import { defaultLocale, locales } from '../../lib/i18n/locales'
import { type Field, type Group, type Value, schemaFields } from './schema-fields'

export const CMS_CONFIG_FILE = path.join(process.cwd(), 'public', 'admin', 'config.yml')

type Widget = Record<string, unknown>

/** Longer free text gets a multi-line box. */
const longText = new Set(['description', 'bio', 'aboutUs', 'summary', 'text', 'intro', 'quote', 'contactIntro'])
/**
 * How deep the recursive menu is offered (items → children → children): the deepest level's items have no
 * `children` field (Decap refuses a list without fields); a deeper submenu written in the file is kept as
 * it is when the form is saved (Decap keeps values the form has no field for).
 */
export const MENU_DEPTH = 3

export const PLACEHOLDER_HINT = 'Until the fact is known, write "TODO: what is missing".'
// A number box cannot hold a "TODO: ..." placeholder: an unknown year is left empty instead.
export const UNKNOWN_NUMBER_HINT = 'Leave empty while it is not known.'
export const PLACEHOLDER_ONLY_HINT = 'Write it as "TODO: what is missing".'

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

function placeholderHint(value: Value): string | undefined {
  if (value.kind === 'placeholder') return PLACEHOLDER_ONLY_HINT
  if (!value.placeholder) return undefined
  return value.kind === 'number' ? UNKNOWN_NUMBER_HINT : PLACEHOLDER_HINT
}

/**
 * What a text must look like, as Decap's `pattern` (checked before a save, with the message shown
 * under the field): the schema's own pattern, or a "TODO: ..." placeholder where the field takes one.
 * A number, a phone number or a time is a string box, so it is saved exactly as typed ("0070" stays "0070").
 */
export function patternOf(value: Value): [string, string] | undefined {
  if (value.kind !== 'text' || value.pattern === undefined) return undefined
  const regex = value.placeholder ? `(?:${value.pattern})|${PLACEHOLDER_PATTERN.source}` : value.pattern
  const form = value.form ? ` (${value.form})` : ''
  return [regex, `Write it as the hint above says${form}${value.placeholder ? ', or "TODO: what is missing"' : ''}.`]
}

/**
 * The widget settings for a value; `open` counts the groups being filled in, for the recursive menu (undefined past its
 * depth).
 */
function widgetOf(name: string, value: Value, open: Group[], optional = false): Widget | undefined {
  switch (value.kind) {
    case 'text':
    case 'placeholder': {
      const pattern = patternOf(value)
      return { widget: longText.has(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}) }
    }
    case 'number':
      return {
        widget: 'number',
        value_type: value.whole ? 'int' : 'float',
        ...(value.min !== undefined ? { min: value.min } : {}),
        ...(value.max !== undefined ? { max: value.max } : {}),
      }
    case 'boolean':
    case 'constant':
      return { widget: 'boolean' }
    case 'choice':
      return { widget: 'select', options: value.options }
    case 'group':
      // Decap checks a required field inside a group left empty, so an optional group's fields are optional
      // in the form; the content check still asks for them once the group is filled in.
      return { widget: 'object', fields: fieldsOf(value, open, optional) }
    case 'list': {
      const item = value.item
      // Titles of the file's own services (a slide's or card's `services`): ticked from a list,
      // public/admin/site-extensions.js.
      if (value.namesOf) return { widget: 'service-titles', options_from: value.namesOf }
      if (item.kind === 'choice') return { widget: 'select', multiple: true, options: item.options }
      if (item.kind !== 'group')
        return { widget: 'list', field: fieldOf({ name: 'item', required: true, value: item }, open, label(name))! }
      const depth = open.filter((g) => g === item).length + 1
      return depth <= MENU_DEPTH ? { widget: 'list', fields: fieldsOf(item, open) } : undefined
    }
  }
}

/** The hint of a field the schema requires inside an optional group (see widgetOf). */
export const NEEDED_IN_GROUP_HINT = 'Needed once anything of this group is filled in.'

function fieldOf(
  field: Field,
  open: Group[],
  labelText = label(field.name),
  inOptionalGroup = false,
): Widget | undefined {
  const widget = widgetOf(field.name, field.value, open, !field.required || inOptionalGroup)
  if (!widget) return undefined
  const neededInGroup = field.required && inOptionalGroup
  const hint = [field.description, placeholderHint(field.value), neededInGroup ? NEEDED_IN_GROUP_HINT : undefined]
    .filter(Boolean)
    .join(' ')
  const emptyList = Array.isArray(field.default) && field.default.length === 0
  return {
    label: labelText,
    name: field.name,
    ...(field.required && !inOptionalGroup ? {} : { required: false }),
    ...(hint ? { hint } : {}),
    ...(field.default !== undefined && !emptyList ? { default: field.default } : {}),
    ...widget,
  }
}

function fieldsOf(group: Group, open: Group[], optional = false): Widget[] {
  return group.fields.flatMap((f): Widget[] => {
    const widget = fieldOf(f, [...open, group], label(f.name), optional)
    return widget ? [widget] : []
  })
}

/**
 * The text below the frontmatter. Without Decap's editor components (a picture, a code block): the site shows
 * neither in a text, and a picture uploaded there would be an image the content check refuses.
 */
const body: Widget = {
  label: 'Body',
  name: 'body',
  widget: 'markdown',
  required: false,
  i18n: true,
  editor_components: [],
}

/** The field of a translation that says who reviewed it; a draft keeps its "TODO: ..." (lib/content/translation.ts). */
const reviewed: Widget = {
  label: 'Reviewed by (translations only)',
  name: REVIEW_FIELD,
  // public/admin/site-extensions.js: nothing to fill in on the English side, the placeholder on the Kiswahili side.
  widget: 'translation-review',
  required: false,
  i18n: true,
  hint: `Kiswahili only, leave it empty in English. Until a Kiswahili speaker of the ministry has reviewed the translation: "${REVIEW_PLACEHOLDER}"; then their name and the date.`,
}

/**
 * Decap's i18n marks: text a translation holds is `i18n: true`, a group or list holding some is too, and
 * facts are `i18n: false` (Decap's "none": hidden in the Kiswahili pane, so a translation can never repeat
 * one; Decap takes only true or false on a list).
 */
function withI18n(collection: CollectionName, widgets: Widget[], at: PropertyKey[] = []): Widget[] {
  return widgets.map((w) => {
    const path = [...at, String(w.name)]
    if (Array.isArray(w.fields)) {
      const fields = withI18n(collection, w.fields as Widget[], w.widget === 'list' ? [...path, 0] : path)
      return { ...w, fields, i18n: fields.some((f) => f.i18n === true) }
    }
    if (w.widget === 'list' && w.field) return { ...w, i18n: isTranslatable(collection, [...path, 0]) }
    return { ...w, i18n: isTranslatable(collection, path) }
  })
}

/**
 * `local`: the configuration `npm run cms` serves (scripts/editors/cms-local.ts). Decap's local backend
 * (decap-server, at `api` on this machine) serves the content/ folder itself, so paths start inside it,
 * and saves are written straight to the files (it has no pull requests).
 * `siteUrl`: the public site's address, for the content manager on an address of its own (scripts/build/admin-site.ts):
 * Decap's links to "the site" (its header, its login page) then lead there instead of to its own address.
 */
export type CmsConfigOptions = { local?: { api: string }; siteUrl?: string }

/**
 * The GitHub backend: the repository, and the auth server that turns GitHub's login code into a key (docs/cms.md).
 * `auth_scope: public_repo`: the key the editor's login gives reaches public repositories only (GitHub's
 * default, `repo`, also reaches every private repository the editor can). The site's repository is public
 * (GitHub Pages); for a private one, remove the line, or Decap cannot read it.
 */
export const GITHUB_BACKEND = {
  name: 'github',
  repo: 'OWNER/REPOSITORY',
  branch: 'main',
  base_url: 'https://YOUR-AUTH-SERVER',
  auth_scope: 'public_repo',
  squash_merges: true,
}

export function cmsConfig(options: CmsConfigOptions = {}): Record<string, unknown> {
  const local = options.local
  const inContent = (p: string) => (local ? p.replace(/^content\//, '') : p)
  const fieldsFor = (name: CollectionName) => [
    ...withI18n(name, fieldsOf({ kind: 'group', fields: schemaFields(collections[name].schema) }, [])),
    reviewed,
  ]
  const folder = (name: 'pages' | 'events' | 'congregations', labelText: string, summary: string) => ({
    name,
    label: labelText,
    folder: inContent(`content/${name}`),
    extension: 'mdx',
    format: 'frontmatter',
    create: true,
    // An event has a date or a month, never both: the file is named after whichever it has.
    slug: name === 'events' ? '{{fields.date}}{{fields.month}}-{{slug}}' : '{{fields.slug}}',
    summary,
    fields: [...fieldsFor(name), body],
    i18n: true,
  })
  const settingsFile = (name: 'site' | 'menu' | 'home', labelText: string, fields: Widget[]) => [
    {
      name,
      label: labelText,
      file: inContent(`content/${name}.${defaultLocale}.mdx`),
      format: 'frontmatter',
      fields: fields.filter((w) => w !== reviewed),
    },
    ...locales
      .filter((l) => l !== defaultLocale)
      .map((l) => ({
        name: `${name}-${l}`,
        label: `${labelText}: ${LANGUAGE_NAMES[l]} translation`,
        file: inContent(`content/${name}.${l}.mdx`),
        format: 'frontmatter',
        // A form of its own: Decap gives no side to the widget, so `reviewed` is a text box here (filled in before
        // saving).
        fields: translationFields(fields).map((w) =>
          w === reviewed || w.name === REVIEW_FIELD ? { ...w, widget: 'string' } : w,
        ),
      })),
  ]
  return {
    backend: GITHUB_BACKEND,
    ...(local ? { local_backend: { url: local.api } } : { publish_mode: 'editorial_workflow' }),
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Each file beside its translation: raila.en.mdx and raila.sw.mdx (docs/translations.md).
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: defaultLocale },
    // Decap requires a media folder; no form uploads into it (no image or file widget, no picture in a text).
    media_folder: inContent('content/media/uploads'),
    public_folder: 'uploads',
    collections: [
      folder('congregations', 'Congregations', '{{name}} ({{region}})'),
      folder('pages', 'Pages', '{{title}}'),
      folder('events', 'Events', '{{date}}{{month}}: {{title}}'),
      ...givingCollections(fieldsFor, inContent),
      {
        name: 'settings',
        label: 'Site settings, menu and home page',
        // Decap's i18n takes a collection of single files only in one file per entry, so the English file
        // and its translation are two forms here; the translation's offers only what a translation holds.
        files: [
          ...settingsFile('site', 'Site settings', fieldsFor('site')),
          ...settingsFile('menu', 'Main menu', fieldsFor('menu')),
          ...settingsFile('home', 'Home page', [...fieldsFor('home'), body]),
        ],
      },
    ],
  }
}

/**
 * Where gifts go (content/giving/, content/giving.en.mdx): facts in English only, plain text boxes, each
 * save a pull request that needs the treasurer's review (.github/CODEOWNERS). The congregations' folder
 * takes English alone, so a new entry is written as <slug>.en.mdx with no Kiswahili file.
 */
function givingCollections(fieldsFor: (name: CollectionName) => Widget[], inContent: (p: string) => string): Widget[] {
  const english = { locales: [defaultLocale] }
  const hint = "Where gifts go: a change here needs the treasurer's review before it is published."
  const fields = (name: CollectionName) => fieldsFor(name).filter((f) => f.name !== REVIEW_FIELD)
  return [
    {
      name: 'giving',
      label: "Giving: congregations (treasurer's review)",
      description: `${hint} One file per congregation, named after its slug.`,
      folder: inContent('content/giving'),
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      identifier_field: 'congregation',
      slug: '{{fields.congregation}}',
      summary: '{{congregation}}',
      fields: fields('giving'),
      i18n: english,
    },
    {
      name: 'ministryGiving',
      label: "Giving: the ministry (treasurer's review)",
      description: hint,
      // A collection of single files takes no translations in Decap; this one has none to take.
      files: [
        {
          name: 'ministryGiving',
          label: "The ministry's paybill",
          file: inContent(`content/giving.${defaultLocale}.mdx`),
          format: 'frontmatter',
          fields: fields('ministryGiving'),
        },
      ],
    },
  ]
}

/**
 * A translation's form: the fields marked `i18n: true` (text, and the groups and lists holding some),
 * nothing else, and none required (a text left empty shows the English one).
 */
export function translationFields(widgets: Widget[]): Widget[] {
  return widgets
    .filter((w) => w.i18n === true)
    .map((w) => ({
      ...w,
      required: false,
      ...(Array.isArray(w.fields) ? { fields: translationFields(w.fields as Widget[]) } : {}),
    }))
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', sw: 'Kiswahili' }

export function cmsConfigYaml(options: CmsConfigOptions = {}): string {
  const yaml = matter
    .stringify('', cmsConfig(options))
    .replace(/^---\n/, '')
    .replace(/---\n*$/, '')
  const header = options.local
    ? [
        '# Served by `npm run cms` for editing content/ on this machine (scripts/editors/cms-local.ts); never part of the site.',
      ]
    : options.siteUrl
      ? [
          '# Written by `npm run build:cms` for the content manager on its own address (scripts/build/admin-site.ts), from lib/content/schemas/.',
        ]
      : [
          '# Generated by `npm run cms:config` from lib/content/schemas/; do not edit by hand.',
          '# Before first use set backend.repo and backend.base_url: see docs/cms.md.',
        ]
  return [...header, yaml].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.mkdirSync(path.dirname(CMS_CONFIG_FILE), { recursive: true })
  fs.writeFileSync(CMS_CONFIG_FILE, cmsConfigYaml())
  console.log(`✓ Wrote ${path.relative(process.cwd(), CMS_CONFIG_FILE)}`)
}
