/**
 * Which files in content/ the site publishes, and a problem for every file it would not: nothing an
 * editor adds is ignored without a word.
 */
import path from 'node:path'
import { listFiles, relativePath } from '../fs/list-files'
import type { Problem } from './problems'
import { collections } from './schemas'

export type CollectionName = keyof typeof collections

export type ContentFile = { absolute: string; source: string; collection: CollectionName }

/** Guides for editors beside the content; not published. */
const GUIDES = new Set(['README.md', 'FIELDS.md'])
const MEDIA = new Set(['.jpg', '.jpeg', '.png', '.webp', '.mp4', '.webm'])
const folderOf: Record<string, CollectionName> = { pages: 'pages', events: 'events', congregations: 'congregations' }
const singles = new Map<string, CollectionName>(
  Object.entries(collections)
    .filter(([, c]) => !c.pattern.includes('/'))
    .map(([name, c]) => [c.pattern, name as CollectionName]),
)

/** What to do with a file the site does not publish. */
function unpublished(source: string): string {
  const [top, ...rest] = source.split('/')
  const name = path.posix.basename(source)
  const ext = path.posix.extname(name)
  if (rest.length === 0) return `the site does not use this file; content files go into pages/, events/ or congregations/ (see content/README.md), so move it there or delete it`
  const folder = top!
  if (folder === 'media')
    return `content/media holds images (.jpg, .png, .webp) and videos (.mp4, .webm) only; ${ext === '.heic' ? 'export the photo as JPEG and replace it' : 'move this file out of content/ or delete it'}`
  if (folder === 'documents') return 'content/documents holds PDF files only; save the document as PDF, or move this file out of content/'
  if (!folderOf[folder]) return `"${folder}/" is not a folder the site reads; move the file into pages/, events/ or congregations/ (check the folder's spelling)`
  if (rest.length > 1) return `files in subfolders of ${folder}/ are not published; move it into ${folder}/ itself`
  if (ext === '.mdx') return ''
  if (ext.toLowerCase() === '.mdx') return `rename it to end in ".mdx" in lower case; the site only reads .mdx files`
  if (ext === '.md' || ext === '.markdown') return `rename it to end in ".mdx"; the site only reads .mdx files`
  return `${folder}/ holds only .mdx files, which the site publishes; move this file out of content/ or delete it`
}

export function contentFiles(root: string): { files: ContentFile[]; problems: Problem[] } {
  const files: ContentFile[] = []
  const problems: Problem[] = []
  for (const absolute of listFiles(root)) {
    const source = relativePath(root, absolute)
    const [top, ...rest] = source.split('/')
    if (rest.length === 0 && GUIDES.has(source)) continue
    const single = rest.length === 0 ? singles.get(source) : undefined
    if (single) {
      files.push({ absolute, source, collection: single })
      continue
    }
    if ((top === 'media' && MEDIA.has(path.extname(source).toLowerCase())) || (top === 'documents' && source.toLowerCase().endsWith('.pdf')))
      continue
    const why = unpublished(source)
    if (why === '') files.push({ absolute, source, collection: folderOf[top!]! })
    else problems.push({ file: `content/${source}`, field: '(file)', message: why })
  }
  for (const [pattern] of singles)
    if (!files.some((f) => f.source === pattern)) problems.push({ file: `content/${pattern}`, field: '(file)', message: 'is missing; the site needs it' })
  return { files, problems }
}
