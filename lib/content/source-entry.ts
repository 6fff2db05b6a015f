/** One content file as the loader reads it, before the whole site is put together. */
import type { Locale } from '../i18n/locales'
import type { CollectionName } from './files'
import type { ParsedFrontmatter } from './frontmatter'
import type { Problem } from './problems'

export type SourceEntry = {
  /** Path an editor recognises, e.g. `content/pages/history.en.mdx`. */
  file: string
  /** Path inside the content folder, e.g. `pages/history.en.mdx`. */
  source: string
  collection: CollectionName
  /** The file's language; a translation's `original` is its English file's source. */
  locale: Locale
  original: string
  parsed: ParsedFrontmatter
  /**
   * The values as written (unquoted numbers kept as typed where a field wants text); undefined when the YAML could not
   * be read.
   */
  raw: Record<string, unknown> | undefined
  /** The values the schema accepted; undefined when the file has problems. */
  data: unknown
  /** The MDX text after the frontmatter, and the file line it starts on. */
  body: string
  bodyLine: number
  /** This file's own problems: YAML and schema. */
  problems: Problem[]
}
