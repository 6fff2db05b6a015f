/**
 * Checks one file's frontmatter against its schema, so that what an editor wrote is what the site
 * shows: an unquoted value that YAML reads as a number or true/false (`account: 0070`, `paybill:
 * 247247`) is kept as the exact characters typed wherever the field expects text, and a value that
 * YAML dropped (one starting with `#`) is reported with the quoted fix.
 */
import type { z } from 'zod'
import type { ParsedFrontmatter } from '../frontmatter'
import { describeValue, fieldPath, type Problem } from '../problems'
import { formerFields, looksLikePlaceholder, PLACEHOLDER_PATTERN, PLACEHOLDER_PREFIX } from '../schemas'
import { stringsIn, valueAt } from '../walk'
import { givingFileSlug } from './giving'

type Issue = z.core.$ZodIssue

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

/** A former field's message, by the field's path; never a name every object has (a field named `constructor`). */
const formerField = (path: string): string | undefined =>
  Object.hasOwn(formerFields, path) ? formerFields[path] : undefined

const samePath = (a: ReadonlyArray<PropertyKey>, b: ReadonlyArray<PropertyKey>) =>
  a.length === b.length && a.every((k, i) => k === b[i])

function setAt(data: unknown, path: ReadonlyArray<PropertyKey>, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (Array.isArray(data)) return data.map((v, i) => (i === head ? setAt(v, rest, value) : v))
  const record = data as Record<PropertyKey, unknown>
  return { ...record, [head as PropertyKey]: setAt(record[head as PropertyKey], rest, value) }
}

/** `todo:`, `TODO:x`, `TODO - ...`, `Todo: ...`: a placeholder written differently from `TODO: what is missing`. */
export function misspeltPlaceholder(value: string): string | undefined {
  if (!looksLikePlaceholder(value) || PLACEHOLDER_PATTERN.test(value)) return undefined
  const what = value.replace(/^\s*to\s?do\s*[:\-–]?\s*/i, '').trim()
  return `${PLACEHOLDER_PREFIX} ${what || 'what is missing'}`
}

function message(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeWords[issue.expected] ?? issue.expected
      if (input === undefined) return `is required (expected ${expected})`
      return `expected ${expected}, got ${describeValue(input)}`
    }
    default: {
      const text = issue.message.replace(/^Invalid input: /, '')
      const got = input === undefined || typeof input === 'object' ? '' : `, got ${describeValue(input)}`
      return `${text}${got}`
    }
  }
}

export function validate<T extends z.ZodType>(
  file: string,
  parsed: ParsedFrontmatter,
  schema: T,
): { data?: z.output<T>; raw: unknown; problems: Problem[] } {
  const problems: Problem[] = []
  let raw: unknown = parsed.data
  const at = (path: ReadonlyArray<PropertyKey>) => parsed.locate(path) ?? {}
  const problem = (path: ReadonlyArray<PropertyKey>, text: string): Problem => ({
    file,
    field: fieldPath(path) || '(frontmatter)',
    ...at(path),
    message: text,
  })

  for (const { path, value } of stringsIn(raw)) {
    const fixed = misspeltPlaceholder(value)
    if (fixed)
      problems.push(problem(path, `a placeholder must be written exactly as "TODO: what is missing"; write "${fixed}"`))
  }

  let result = schema.safeParse(raw, { reportInput: true })
  if (!result.success) {
    // Values YAML read as numbers or true/false (`account: 0070`, `paybill: 247247`): where the field
    // wants text, keep the characters typed. A field that wants a number says so again on the retry.
    const candidates = result.error.issues.map((i) => i.path).filter((path) => parsed.typed(path) !== undefined)
    if (candidates.length > 0) {
      let retry = raw
      for (const path of candidates) retry = setAt(retry, path, parsed.typed(path))
      const again = schema.safeParse(retry, { reportInput: true })
      const wantsOther = (path: ReadonlyArray<PropertyKey>) =>
        !again.success && again.error.issues.some((i) => i.code === 'invalid_type' && samePath(i.path, path))
      for (const path of candidates) if (!wantsOther(path)) raw = setAt(raw, path, parsed.typed(path))
      result = schema.safeParse(raw, { reportInput: true })
    }
  }
  if (result.success && problems.length === 0) return { data: result.data, raw, problems }
  if (result.success) return { raw, problems }

  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const parent = [...issue.path].reverse().find((p) => typeof p === 'string')
      for (const key of issue.keys)
        problems.push({
          ...problem([...issue.path, key], ''),
          ...parsed.locate([...issue.path, key], { key: true }),
          message:
            // A former field's message names the file it moved to by this file's name ("<slug>": raila).
            formerField(parent ? `${parent}.${key}` : key)?.replace('<slug>', givingFileSlug(file)) ??
            'unknown field; check its spelling against the editing guide (content/FIELDS.md), or remove it',
        })
      continue
    }
    const input = (issue as { input?: unknown }).input
    const comment = parsed.commentedOut(issue.path)
    if (comment !== undefined) {
      const key = String(issue.path[issue.path.length - 1])
      problems.push(
        problem(
          issue.path,
          `the value starts with "#", which YAML reads as a note and drops; put it in quotes: ${key}: "${comment}"`,
        ),
      )
      continue
    }
    // A misspelt placeholder is already reported with its fix.
    const value = valueAt(raw, issue.path)
    if (typeof value === 'string' && misspeltPlaceholder(value)) continue
    problems.push(problem(issue.path, message(issue, input)))
  }
  return { raw, problems }
}
