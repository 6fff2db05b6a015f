/**
 * A content problem an editor can act on: where it is (file, line and column as the editor's text
 * editor counts them, the `---` line included), which field, what was found and what to write instead.
 */
export type Problem = {
  /** Path an editor recognises, e.g. `content/congregations/raila.mdx`. */
  file: string
  /** 1-based line in the file, counting the opening `---` line; absent when the problem has no place. */
  line?: number
  /** 1-based column. */
  column?: number
  /** The field path (`giving.account`, `leaders[1].name`), `(body)` for the MDX text, `(file)` for the file itself. */
  field: string
  /** What is wrong and what to write instead, in an editor's words. */
  message: string
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file
  return `${where}: ${p.field}: ${p.message}`
}

/** Problems in the order an editor reads them: by file, then by line. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  )
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n') +
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

/** The path a `fieldPath` names: `leaders[1].name` -> ['leaders', 1, 'name']; undefined for anything else. */
export function parseFieldPath(field: string): PropertyKey[] | undefined {
  if (!/^[A-Za-z_][\w-]*(\[\d+\]|\.[A-Za-z_][\w-]*)*$/.test(field)) return undefined
  return [...field.matchAll(/([A-Za-z_][\w-]*)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!))
}

export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'a list'
  return 'a group of fields'
}
