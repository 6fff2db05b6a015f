/**
 * Reads content/ and checks it in one run: no symbolic link in content/ or public/ (lib/symlinks.ts), every file's
 * YAML and schema, translations against their originals, the rules that span files (giving files with their
 * congregations: giving.ts), every link, every MDX body and every media file. All problems are reported together;
 * with none, the content comes back resolved (not yet translated or laid out).
 */
import { crossCheck } from './cross-check'
import { givingProblems, layInGiving } from './giving'
import { checkBody, type BodyCheck } from './mdx-check'
import { sortProblems, type Problem } from '../problems'
import type { SourceEntry } from '../source-entry'
import { translationProblems } from '../translation'
import type { ContentRead } from '../types'
import { defaultLocale } from '../../i18n/locales'
import { publishedFolders, symlinkProblems } from '../../symlinks'
import type { Translation } from './localize'
import { linkIndex, linkProblems } from './check-links'
import { mediaProblems } from './check-media'
import { paymentProblems } from './check-payments'
import {
  bodyPlaceholderProblems,
  bodyProblems,
  bodyTimeProblems,
  pathProblems,
  publicFileProblems,
  WITH_BODY,
} from './check-rules'
import { readEntries } from './read'
import { assemble } from './resolve'

/** The content read and checked, with its translations, before any page is laid out. */
export async function checkContent(
  root: string,
): Promise<{ content?: ContentRead; translations?: Translation[]; problems: Problem[] }> {
  const listed = readEntries(root)
  const entries = listed.entries.filter((e) => e.locale === defaultLocale)
  const translated = listed.entries.filter((e) => e.locale !== defaultLocale)
  // A symbolic link is never read (the file list leaves it out) nor published: each is a problem of its own.
  const problems: Problem[] = [...symlinkProblems(publishedFolders(root)), ...listed.problems]
  for (const e of listed.entries) problems.push(...e.problems)
  const originals = new Map(entries.map((e) => [e.source, e]))
  for (const t of translated) problems.push(...translationProblems(t, originals.get(t.original)!))

  const bodies = new Map<SourceEntry, BodyCheck>()
  await Promise.all(
    listed.entries
      // Without its opening --- line a file's fields cannot be told from its body: that one fix comes first.
      .filter((e) => WITH_BODY.has(e.collection) && e.body !== e.parsed.text)
      .map(async (e) => {
        const check = await checkBody(e.file, e.parsed.text)
        bodies.set(e, check)
        problems.push(...check.problems)
      }),
  )
  problems.push(
    ...crossCheck(entries),
    ...givingProblems(entries),
    ...pathProblems(entries),
    ...bodyProblems(listed.entries),
    ...bodyTimeProblems(listed.entries),
    ...bodyPlaceholderProblems(listed.entries),
    ...publicFileProblems(root, entries),
  )
  // Each congregation with its giving file's facts, so its page has the giving section they give it.
  const laidIn = layInGiving(entries)
  for (const [i, e] of laidIn.entries()) if (bodies.has(entries[i]!)) bodies.set(e, bodies.get(entries[i]!)!)
  const index = linkIndex(root, laidIn, bodies)
  problems.push(...linkProblems(index, listed.entries, bodies, problems))
  problems.push(...paymentProblems(listed.entries, bodies))
  problems.push(...(await mediaProblems(root, entries, problems)))
  if (problems.length > 0) return { problems: sortProblems(problems) }
  const translations = translated.map((t): Translation => ({
    file: t.file,
    source: t.source,
    original: t.original,
    locale: t.locale,
    raw: t.raw!,
    body: t.body.trim() !== '',
  }))
  return { content: await assemble(root, laidIn, index, bodies), translations, problems }
}
