/**
 * Which files in content/ the site publishes, and a problem for every file it would not: nothing an
 * editor adds is ignored without a word.
 */
import path from 'node:path'
import { listFiles, relativePath } from '../list-files'
import { defaultLocale, isLocale, locales, type Locale } from '../i18n/locales'
import type { Problem } from './problems'
import { symlinkOnPath } from '../symlinks'
import { collections, GIVING_COLLECTIONS } from './schemas'

export type CollectionName = keyof typeof collections

/**
 * A content file: an English original (`raila.en.mdx`) or its translation (`raila.sw.mdx`), side by side
 * (the layout Decap CMS calls "multiple_files"). `original` is the English file's source for a translation.
 */
export type ContentFile = {
  absolute: string
  source: string
  collection: CollectionName
  locale: Locale
  original: string
}

const LOCALE_SUFFIXES = locales.map((l) => `.${l}.mdx`).join(' or ')

/** `pages/history.sw.mdx` -> { base: 'pages/history', locale: 'sw' }; undefined without a language. */
export function splitLocale(source: string): { base: string; locale: Locale } | undefined {
  const m = /^(.*)\.([a-z]{2})\.mdx$/.exec(source)
  return m && isLocale(m[2]) ? { base: m[1]!, locale: m[2] } : undefined
}

/** The English original's source for a base name: `pages/history` -> `pages/history.en.mdx`. */
export function originalSource(base: string): string {
  return `${base}.${defaultLocale}.mdx`
}

/** Guides for editors beside the content; not published. */
const GUIDES = new Set(['README.md', 'README.sw.md', 'FIELDS.md'])
const MEDIA = new Set(['.jpg', '.jpeg', '.png', '.webp', '.mp4', '.webm'])
const folderOf: Record<string, CollectionName> = {
  pages: 'pages',
  events: 'events',
  congregations: 'congregations',
  giving: 'giving',
}
const singles = new Map<string, CollectionName>(
  Object.entries(collections)
    .filter(([, c]) => !c.pattern.includes('/'))
    .map(([name, c]) => [c.pattern.replace(`.${defaultLocale}.mdx`, ''), name as CollectionName]),
)

/** What to do with a file the site does not publish. */
function unpublished(source: string): string {
  const [top, ...rest] = source.split('/')
  const name = path.posix.basename(source)
  const ext = path.posix.extname(name)
  if (rest.length === 0)
    return `the site does not use this file; content files go into pages/, events/, congregations/ or giving/ (see content/README.md), so move it there or delete it`
  const folder = top!
  if (folder === 'media')
    return `content/media holds images (.jpg, .png, .webp) and videos (.mp4, .webm) only; ${ext === '.heic' ? 'export the photo as JPEG and replace it' : 'move this file out of content/ or delete it'}`
  if (folder === 'documents')
    return 'content/documents holds PDF files only; save the document as PDF, or move this file out of content/'
  if (!folderOf[folder])
    return `"${folder}/" is not a folder the site reads; move the file into pages/, events/, congregations/ or giving/ (check the folder's spelling)`
  if (rest.length > 1) return `files in subfolders of ${folder}/ are not published; move it into ${folder}/ itself`
  if (ext === '.mdx') return languageProblem(source)
  if (ext.toLowerCase() === '.mdx') return `rename it to end in ".mdx" in lower case; the site only reads .mdx files`
  if (ext === '.md' || ext === '.markdown') return `rename it to end in ".mdx"; the site only reads .mdx files`
  return `${folder}/ holds only .mdx files, which the site publishes; move this file out of content/ or delete it`
}

/** What is wrong with an .mdx file's name: every content file says its language (`raila.en.mdx`, `raila.sw.mdx`). */
function languageProblem(source: string): string {
  if (splitLocale(source)) return ''
  const name = path.posix.basename(source)
  const other = /^(.*)\.([A-Za-z-]+)\.mdx$/.exec(name)
  if (other)
    return `"${other[2]}" is not a language of the site; name the file ${other[1]}${LOCALE_SUFFIXES.replace(/\.(\w\w)\.mdx/g, '.$1.mdx')}`
  return `rename it to ${name.replace(/\.mdx$/, `.${defaultLocale}.mdx`)}: every content file ends in its language, .${defaultLocale}.mdx for English and .sw.mdx for its Kiswahili translation`
}

export function contentFiles(root: string): { files: ContentFile[]; problems: Problem[] } {
  const files: ContentFile[] = []
  const problems: Problem[] = []
  for (const absolute of listFiles(root)) {
    const source = relativePath(root, absolute)
    const [top, ...rest] = source.split('/')
    if (rest.length === 0 && GUIDES.has(source)) continue
    const named = splitLocale(source)
    const single = rest.length === 0 && named ? singles.get(named.base) : undefined
    if (single && named) {
      files.push({ absolute, source, collection: single, locale: named.locale, original: originalSource(named.base) })
      continue
    }
    if (rest.length === 0 && singles.has(source.replace(/\.mdx$/, ''))) {
      problems.push({ file: `content/${source}`, field: '(file)', message: languageProblem(source) })
      continue
    }
    if (
      (top === 'media' && MEDIA.has(path.extname(source).toLowerCase())) ||
      (top === 'documents' && source.toLowerCase().endsWith('.pdf'))
    )
      continue
    const why = unpublished(source)
    if (why === '' && named)
      files.push({
        absolute,
        source,
        collection: folderOf[top!]!,
        locale: named.locale,
        original: originalSource(named.base),
      })
    else problems.push({ file: `content/${source}`, field: '(file)', message: why })
  }
  for (const [base] of singles) {
    const source = originalSource(base)
    // A link in its place is reported as a link (lib/symlinks.ts), not as missing.
    if (!files.some((f) => f.source === source) && !symlinkOnPath(root, source))
      problems.push({ file: `content/${source}`, field: '(file)', message: 'is missing; the site needs it' })
  }
  const sources = new Set(files.map((f) => f.source))
  for (const f of files)
    if (f.locale !== defaultLocale && GIVING_COLLECTIONS.has(f.collection))
      problems.push({
        file: `content/${f.source}`,
        field: '(file)',
        message: `giving files hold numbers and names only, which every language shows as they are: there is nothing to translate, so delete this file (the words under the numbers are the congregation's "giving.note")`,
      })
    else if (f.locale !== defaultLocale && !sources.has(f.original))
      problems.push({
        file: `content/${f.source}`,
        field: '(file)',
        message: `translates content/${f.original}, which does not exist; name it after its English file (the same name with .${f.locale}.mdx), or delete it`,
      })
  return {
    files: files.filter(
      (f) => f.locale === defaultLocale || (sources.has(f.original) && !GIVING_COLLECTIONS.has(f.collection)),
    ),
    problems,
  }
}
