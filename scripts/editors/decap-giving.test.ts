/**
 * Where gifts go in the content manager: the giving collections edit facts in English only, as plain text boxes, and
 * say that a save needs the treasurer's review (docs/cms.md).
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { GIVING_COLLECTIONS } from '../../lib/content/schemas'
import { CMS_CONFIG_FILE } from './decap-config'

type Widget = { name: string; widget: string; field?: Widget; pattern?: [string, string] }
type Collection = {
  name: string
  description?: string
  folder?: string
  slug?: string
  create?: boolean
  i18n?: unknown
  fields?: Widget[]
  files?: { name: string; file: string; fields: Widget[] }[]
}

const config = parse(fs.readFileSync(CMS_CONFIG_FILE, 'utf8')) as { collections: Collection[] }
const cmsFields = new Map<string, Widget[]>()
for (const c of config.collections) {
  if (c.folder) cmsFields.set(c.name, c.fields!)
  for (const f of c.files ?? []) cmsFields.set(f.name, f.fields)
}

describe('the giving collections of the content manager (public/admin/config.yml)', () => {
  it('edits where gifts go in English only, as plain text boxes, in collections that say the treasurer reviews them', () => {
    const giving = config.collections.find((c) => c.name === 'giving')!
    expect(giving).toMatchObject({ folder: 'content/giving', slug: '{{fields.congregation}}', create: true })
    expect(cmsFields.get('giving')!.map((w) => [w.name, w.widget])).toEqual([
      ['congregation', 'string'],
      ['paybill', 'string'],
      ['account', 'string'],
      ['pastorNumber', 'string'],
      ['accountName', 'string'],
      ['paymentLinks', 'list'],
    ])
    const ministry = config.collections.find((c) => c.name === 'ministryGiving')!
    expect(ministry.i18n).toBeUndefined()
    expect(ministry.files!.map((f) => f.file)).toEqual(['content/giving.en.mdx'])
    expect(cmsFields.get('ministryGiving')!.map((w) => [w.name, w.widget])).toEqual([
      ['paybill', 'string'],
      ['accountName', 'string'],
      ['paymentLinks', 'list'],
    ])
    // A reviewed address is a plain text box that takes only a full https:// address.
    const links = cmsFields.get('ministryGiving')!.find((w) => w.name === 'paymentLinks')!
    expect(links.field).toMatchObject({
      widget: 'string',
      pattern: [expect.stringContaining('https'), expect.any(String)],
    })
    for (const name of GIVING_COLLECTIONS)
      expect(config.collections.find((c) => c.name === name)!.description).toMatch(/treasurer's review/)
  })
})
