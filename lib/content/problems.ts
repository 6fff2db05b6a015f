/** Turns schema issues into one line per problem that a church editor can act on. */
import type { z } from 'zod'

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  ${p}`).join('\n') +
        '\nFix each line above in the named file; the editing guide lists every field.',
    )
    this.name = 'ContentError'
  }
}

/** `leaders[1].name` reads better to an editor than `leaders.1.name`. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`
  if (Array.isArray(value)) return 'a list'
  return 'a group of fields'
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

export function formatIssue(file: string, issue: z.core.$ZodIssue): string[] {
  const at = (path: ReadonlyArray<PropertyKey>) => `${file}: ${fieldPath(path) || '(frontmatter)'}: `
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map(
        (key) => `${at([...issue.path, key])}unknown field; check its spelling against the editing guide, or remove it`,
      )
    case 'invalid_type': {
      const expected = typeWords[issue.expected] ?? issue.expected
      if (input === undefined) return [`${at(issue.path)}is required (expected ${expected})`]
      return [`${at(issue.path)}expected ${expected}, got ${describeValue(input)}`]
    }
    default: {
      const message = issue.message.replace(/^Invalid input: /, '')
      const got = input === undefined || typeof input === 'object' ? '' : `, got ${describeValue(input)}`
      return [`${at(issue.path)}${message}${got}`]
    }
  }
}
