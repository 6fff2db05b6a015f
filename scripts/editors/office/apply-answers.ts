/**
 * Writes the office's answers into the content files (`npm run content:fill`). Each answer replaces
 * its placeholder in place (scripts/editors/frontmatter-edit.ts: comments, order and formatting stay), and is checked
 * first with the content check's own rules for that file: the file's schema, or for a translation the
 * translation rules. A file is written only when every answer for it is accepted; otherwise it stays
 * exactly as it was and each of its rows says why. An answer already in its file changes nothing, so
 * running the same sheet twice writes nothing more.
 */
import fs from 'node:fs'
import { contentFiles, type ContentFile } from '../../../lib/content/files'
import { editFrontmatter, type FrontmatterEdit } from '../frontmatter-edit'
import { entryFromText } from '../../../lib/content/pipeline/read'
import { fieldPath, parseFieldPath, type Problem } from '../../../lib/content/problems'
import { isPlaceholder, looksLikePlaceholder, OR_PLACEHOLDER_MESSAGE } from '../../../lib/content/schemas'
import type { SourceEntry } from '../../../lib/content/source-entry'
import { REVIEW_FIELD, translationProblems } from '../../../lib/content/translation'
import { valueAt } from '../../../lib/content/walk'
import { defaultLocale } from '../../../lib/i18n/locales'
import type { SheetAnswer } from './answers-file'
import { schemaFieldAt } from './questions'

export type Outcome = SheetAnswer &
  (
    | { status: 'written' | 'already' }
    /** Refused, with the reason in the office's words. */
    | { status: 'rejected'; reason: string }
    /** Accepted, but not written: another answer for the same file was refused. */
    | { status: 'held'; reason: string }
  )

/**
 * Where a row's answer goes; `listItem`: an item of a list of texts, which an answer of several lines may turn into
 * several items.
 */
type Field = { path: PropertyKey[]; into?: PropertyKey[]; number: boolean; listItem?: boolean }

const cellWords = { number: 'a number', date: 'a date', boolean: 'TRUE or FALSE' } as const

/** Reads a content file's text as the content check does, with its translation rules. */
function checker(files: ContentFile[], read: (f: ContentFile) => string) {
  const originals = new Map<string, SourceEntry>()
  const original = (f: ContentFile) => {
    let e = originals.get(f.original)
    const file = files.find((o) => o.source === f.original)
    if (!e && file) originals.set(f.original, (e = entryFromText(file, read(file))))
    return e
  }
  return (f: ContentFile, text: string): { entry: SourceEntry; problems: Problem[] } => {
    const entry = entryFromText(f, text)
    const english = f.locale === defaultLocale ? undefined : original(f)
    return { entry, problems: [...entry.problems, ...(english ? translationProblems(entry, english) : [])] }
  }
}

/**
 * What a row's field is: where its answer goes (a `pending` note's answer goes into a field beside it), and whether it
 * is a number.
 */
function fieldOf(f: ContentFile, answer: SheetAnswer): Field | string {
  const path = parseFieldPath(answer.field)
  const changed = `the "Field" column of this row was changed (it reads "${answer.field}"); use the sheet as npm run content:sheet made it`
  if (!path) return changed
  if (f.locale !== defaultLocale) return answer.field === REVIEW_FIELD ? { path, number: false } : changed
  const field = schemaFieldAt(f.collection, path)
  if (!field) return changed
  const into = field.answerInto ? [...path.slice(0, -1), field.answerInto] : undefined
  const target = into ? schemaFieldAt(f.collection, into) : field
  return {
    path,
    ...(into ? { into } : {}),
    number: target?.value.kind === 'number',
    listItem: field.value.kind === 'list' && typeof path[path.length - 1] === 'number',
  }
}

/** Why the content check refuses an answer, without what only editors of files need to know. */
function reasons(problems: Problem[], field: string): string {
  return problems
    .map((p) => `${p.field === field ? '' : `${p.field}: `}${p.message.replace(OR_PLACEHOLDER_MESSAGE, '')}`)
    .join('; ')
}

/** Applies the answers to the content folder (writes nothing with `write: false`); one outcome per answer, in order. */
export function applyAnswers(root: string, answers: readonly SheetAnswer[], { write = true } = {}): Outcome[] {
  const { files } = contentFiles(root)
  const read = (f: ContentFile) => fs.readFileSync(f.absolute, 'utf8')
  const check = checker(files, read)
  const outcomes = new Map<SheetAnswer, Outcome>()
  const byFile = new Map<string, SheetAnswer[]>()
  for (const a of answers) byFile.set(a.file, [...(byFile.get(a.file) ?? []), a])

  for (const [name, rows] of byFile) {
    const f = files.find((c) => `content/${c.source}` === name)
    if (!f) {
      for (const a of rows)
        outcomes.set(a, {
          ...a,
          status: 'rejected',
          reason: `there is no content file ${name} (renamed or removed since the sheet was made); make a new sheet with npm run content:sheet`,
        })
      continue
    }
    const before = read(f)
    let text = before
    let { entry, problems } = check(f, text)
    // Fields YAML cannot read, or written with what content never uses (a type mark, an alias...): nothing is written.
    const unreadable = entry.parsed.data === undefined ? entry.problems[0] : undefined
    if (unreadable) {
      const at = unreadable.line ? ` (line ${unreadable.line}, column ${unreadable.column ?? 1})` : ''
      const field = unreadable.field.startsWith('(') ? '' : `${unreadable.field}: `
      for (const a of rows)
        outcomes.set(a, {
          ...a,
          status: 'rejected',
          reason: `the fields of ${name} cannot be read${at}: ${field}${unreadable.message}; correct the file first (npm run check:content lists every problem), then run again`,
        })
      continue
    }
    const known = (list: Problem[]) => new Set(list.map((p) => `${p.field}\u0000${p.message}`))
    const answered = new Map<string, SheetAnswer>()
    for (const a of rows) {
      const reject = (reason: string) => outcomes.set(a, { ...a, status: 'rejected', reason })
      const field = fieldOf(f, a)
      if (typeof field === 'string') {
        reject(field)
        continue
      }
      const target = field.into ?? field.path
      const value: string | number = field.number && /^-?\d+$/.test(a.value) ? Number(a.value) : a.value
      // An answer of several lines to a list's only item becomes one item per line ("one point per line").
      const lines =
        field.listItem && a.value.includes('\n')
          ? a.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean)
          : undefined
      const index = field.path[field.path.length - 1] as number
      const itemsAt = (raw: unknown) => (valueAt(raw, field.path.slice(0, -1)) as unknown[] | undefined) ?? []
      const holds = (raw: unknown) =>
        lines
          ? JSON.stringify(itemsAt(raw).slice(index, index + lines.length)) === JSON.stringify(lines)
          : valueAt(raw, target) === value
      const current = valueAt(entry.raw, field.path)
      if (!isPlaceholder(current)) {
        const now = valueAt(entry.raw, target)
        const earlier = answered.get(a.field)
        if (holds(entry.raw)) outcomes.set(a, { ...a, status: 'already' })
        else if (earlier) reject(`row ${earlier.row} answers the same question differently; keep one answer`)
        else if (current === undefined)
          reject(
            `${name} has no field ${a.field} any more (it changed since the sheet was made); make a new sheet with npm run content:sheet`,
          )
        else
          reject(
            `${name} already has ${JSON.stringify(now)} here, written since the sheet was made; it is kept (to change it, edit the file)`,
          )
        continue
      }
      if (a.cell !== 'text' && !(a.cell === 'number' && field.number)) {
        reject(
          `the spreadsheet kept this answer as ${cellWords[a.cell]} (${a.value}), which can lose leading zeros and spaces; format the cell as Text (or type ' before the answer) and type it again`,
        )
        continue
      }
      if (looksLikePlaceholder(a.value)) {
        reject('a "TODO: ..." is not an answer; leave the cell empty until the answer is known')
        continue
      }
      if (lines && itemsAt(entry.raw).length !== 1) {
        reject('this is one point of a list, and each point has its own row: write it on one line')
        continue
      }
      const edits: FrontmatterEdit[] = lines
        ? [{ path: field.path, items: lines }]
        : [{ path: target, set: value }, ...(field.into ? [{ path: field.path, remove: true as const }] : [])]
      let next: string
      try {
        next = editFrontmatter(text, edits)
      } catch (error) {
        reject(`could not be written into ${name}: ${(error as Error).message}`)
        continue
      }
      const after = check(f, next)
      const seen = known(problems)
      const added = after.problems.filter((p) => !seen.has(`${p.field}\u0000${p.message}`))
      if (added.length > 0) {
        reject(reasons(added, fieldPath(target)))
        continue
      }
      if (!holds(after.entry.raw)) {
        reject(
          `could not be written exactly as typed into ${name}; ask whoever looks after the website to write it by hand`,
        )
        continue
      }
      text = next
      ;({ entry, problems } = after)
      answered.set(a.field, a)
      outcomes.set(a, { ...a, status: 'written' })
    }
    const refused = rows.filter((a) => outcomes.get(a)?.status === 'rejected')
    if (refused.length > 0) {
      const which = refused.map((a) => a.row).join(', ')
      for (const a of rows)
        if (outcomes.get(a)?.status === 'written')
          outcomes.set(a, {
            ...a,
            status: 'held',
            reason: `not written: ${name} is left unchanged because row${refused.length > 1 ? 's' : ''} ${which} for it ${refused.length > 1 ? 'were' : 'was'} refused; correct ${refused.length > 1 ? 'them' : 'it'} and run again`,
          })
    } else if (write && text !== before) fs.writeFileSync(f.absolute, text)
  }
  return answers.map((a) => outcomes.get(a)!)
}
