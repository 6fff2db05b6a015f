/**
 * `npm run cms:config`: writes public/admin/config.yml, the Decap CMS configuration for /admin/, from the
 * zod schemas of lib/content/schemas.ts: one CMS collection per content collection, one widget per field.
 * `publish_mode: editorial_workflow` makes every save a pull request, checked like any other.
 * scripts/decap-config.test.ts fails when the committed file is out of date or misses a field.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import matter from 'gray-matter'
import type { z } from 'zod'
import { collections } from '../lib/content/schemas'
import { defOf, exportNames, fieldComments, isPlaceholderOption, unwrap } from './docs-fields'

export const CMS_CONFIG_FILE = path.join(process.cwd(), 'public', 'admin', 'config.yml')

type Widget = Record<string, unknown>

/** Longer free text gets a multi-line box. */
const longText = new Set(['description', 'bio', 'aboutUs', 'summary', 'text', 'intro', 'quote', 'contactIntro'])
/** How deep the recursive menu is offered (items → children → children). */
const MENU_DEPTH = 3

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

function widgetOf(name: string, schema: z.ZodType, owner: string, depth: number, comments: Map<string, string>): Widget {
  const def = defOf(schema)
  const optional = ['optional', 'default'].includes(def.type)
  const inner = unwrap(schema)
  const d = defOf(inner)
  const hint = comments.get(`${owner}.${name}`)
  const field: Widget = { label: label(name), name, ...(optional ? { required: false } : {}), ...(hint ? { hint } : {}) }
  if (def.type === 'default' && def.defaultValue !== undefined && !(Array.isArray(def.defaultValue) && def.defaultValue.length === 0))
    field.default = def.defaultValue
  const placeholderOk = d.type === 'union' && d.options.some(isPlaceholderOption)
  const real = d.type === 'union' ? d.options.filter((o: z.ZodType) => !isPlaceholderOption(o)).map(unwrap) : [inner]
  const kind = defOf(real[0]).type
  const add = (w: Widget) => {
    Object.assign(field, w)
    if (placeholderOk && w.widget !== 'number') field.hint = `${field.hint ? `${field.hint} ` : ''}Until the fact is known, write "TODO: what is missing".`
    return field
  }
  switch (kind) {
    case 'number':
      // A number box cannot hold a "TODO: ..." placeholder: an unknown year is left empty here.
      if (placeholderOk) field.hint = `${field.hint ? `${field.hint} ` : ''}Leave empty while it is not known.`
      return add({ widget: 'number', value_type: 'int' })
    case 'boolean':
    case 'literal':
      return add({ widget: 'boolean' })
    case 'enum':
      return add({ widget: 'select', options: Object.values(defOf(real[0]).entries) })
    case 'object':
      return add({ widget: 'object', fields: fieldsOfObject(real[0], exportNames.get(real[0]) ?? owner, depth, comments) })
    case 'array': {
      const element = unwrap(defOf(real[0]).element)
      const e = defOf(element)
      if (e.type === 'enum') return add({ widget: 'select', multiple: true, options: Object.values(e.entries) })
      if (e.type === 'object') {
        if (e === d || depth >= MENU_DEPTH) return add({ widget: 'list', fields: [] })
        return add({ widget: 'list', fields: fieldsOfObject(element, exportNames.get(element) ?? owner, depth + 1, comments) })
      }
      return add({ widget: 'list', field: { label: label(name), name: 'item', widget: 'string' } })
    }
    default:
      return add({ widget: longText.has(name) ? 'text' : 'string' })
  }
}

function fieldsOfObject(object: z.ZodType, owner: string, depth: number, comments: Map<string, string>): Widget[] {
  const shape = (object as unknown as { shape: Record<string, z.ZodType> }).shape
  return Object.entries(shape).map(([name, schema]) => widgetOf(name, schema, owner, depth, comments))
}

const body: Widget = { label: 'Body', name: 'body', widget: 'markdown', required: false }

export function cmsConfig(): Record<string, unknown> {
  const comments = fieldComments()
  const fieldsFor = (name: keyof typeof collections) => {
    const schema = collections[name].schema as unknown as z.ZodType
    return fieldsOfObject(schema, exportNames.get(schema) ?? '', 1, comments)
  }
  const folder = (name: 'pages' | 'events' | 'congregations', labelText: string, summary: string) => ({
    name,
    label: labelText,
    folder: `content/${name}`,
    extension: 'mdx',
    format: 'frontmatter',
    create: true,
    slug: name === 'events' ? '{{fields.month}}-{{slug}}' : '{{fields.slug}}',
    summary,
    fields: [...fieldsFor(name), body],
  })
  return {
    backend: { name: 'github', repo: 'OWNER/REPOSITORY', branch: 'main', base_url: 'https://YOUR-AUTH-SERVER', squash_merges: true },
    publish_mode: 'editorial_workflow',
    // Uploads land in content/media/uploads; the frontmatter stores the path inside content/media.
    media_folder: 'content/media/uploads',
    public_folder: 'uploads',
    collections: [
      folder('congregations', 'Congregations', '{{name}} ({{region}})'),
      folder('pages', 'Pages', '{{title}}'),
      folder('events', 'Events', '{{month}}: {{title}}'),
      {
        name: 'settings',
        label: 'Site settings, menu and home page',
        files: [
          { name: 'site', label: 'Site settings', file: 'content/site.mdx', format: 'frontmatter', fields: fieldsFor('site') },
          { name: 'menu', label: 'Main menu', file: 'content/menu.mdx', format: 'frontmatter', fields: fieldsFor('menu') },
          { name: 'home', label: 'Home page', file: 'content/home.mdx', format: 'frontmatter', fields: [...fieldsFor('home'), body] },
        ],
      },
    ],
  }
}

export function cmsConfigYaml(): string {
  const yaml = matter.stringify('', cmsConfig()).replace(/^---\n/, '').replace(/---\n*$/, '')
  return [
    '# Generated by `npm run cms:config` from lib/content/schemas.ts; do not edit by hand.',
    '# Before first use set backend.repo and backend.base_url: see docs/cms.md.',
    yaml,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.mkdirSync(path.dirname(CMS_CONFIG_FILE), { recursive: true })
  fs.writeFileSync(CMS_CONFIG_FILE, cmsConfigYaml())
  console.log(`✓ Wrote ${path.relative(process.cwd(), CMS_CONFIG_FILE)}`)
}
