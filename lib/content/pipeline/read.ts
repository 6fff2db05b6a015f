/**
 * The loader's first step: every content file read and checked against its schema alone (a translation
 * is checked with its original later: translation.ts). Files are kept while unchanged, since the
 * scaffolder reads the folder once per new file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { defaultLocale } from '../../i18n/locales'
import { contentFiles, type ContentFile } from '../files'
import { parseFrontmatter } from '../frontmatter'
import type { Problem } from '../problems'
import { collections } from '../schemas'
import type { SourceEntry } from '../source-entry'
import { validate } from './validate'

export const CONTENT_ROOT = path.join(process.cwd(), 'content')

function readEntry(f: ContentFile): SourceEntry {
  return entryFromText(f, fs.readFileSync(f.absolute, 'utf8'))
}

/**
 * A content file's entry from its text, checked against its schema alone (a translation is checked with its original:
 * translation.ts).
 */
export function entryFromText(f: ContentFile, text: string): SourceEntry {
  const file = `content/${f.source}`
  const parsed = parseFrontmatter(file, text)
  const entry: SourceEntry = {
    file,
    source: f.source,
    collection: f.collection,
    locale: f.locale,
    original: f.original,
    parsed,
    raw: parsed.data,
    data: undefined,
    body: parsed.body,
    bodyLine: parsed.text.slice(0, parsed.text.length - parsed.body.length).split(/\r?\n/).length,
    problems: [...parsed.problems],
  }
  // A translation is checked against its original once every file is read (translation.ts).
  if (parsed.data && f.locale === defaultLocale) {
    const { data, raw, problems } = validate(file, parsed, collections[f.collection].schema)
    entry.data = data
    entry.raw = raw as Record<string, unknown>
    entry.problems.push(...problems)
  }
  return entry
}

/** Files already read, by path, kept while they are unchanged (the scaffolder reads the folder once per new file). */
const readCache = new Map<string, { stamp: string; entry: SourceEntry }>()

function readEntryOnce(f: ContentFile): SourceEntry {
  const stat = fs.statSync(f.absolute)
  const stamp = `${stat.mtimeMs}:${stat.size}:${f.source}`
  const cached = readCache.get(f.absolute)
  if (cached?.stamp === stamp) return cached.entry
  const entry = readEntry(f)
  readCache.set(f.absolute, { stamp, entry })
  return entry
}

/** Every content file read and checked against its schema alone (for tools that list values, such as content:todo). */
export function readEntries(root: string = CONTENT_ROOT): { entries: SourceEntry[]; problems: Problem[] } {
  const listed = contentFiles(root)
  return { entries: listed.files.map(readEntryOnce), problems: listed.problems }
}
