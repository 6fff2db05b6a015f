/**
 * Reads one content file: splits the frontmatter from the body at the `---` lines, as the MDX compile does, and
 * parses the YAML with the `yaml` library as YAML 1.2, keeping the document so every value has a line and column
 * and the exact characters the editor typed. Syntax mistakes, and the YAML features content never uses
 * (frontmatter-rules.ts), become problems in an editor's words; nothing is resolved before those rules pass.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import { frontmatterMessages, frontmatterRuleProblems } from './frontmatter-rules'
import type { Problem } from './problems'

export type Position = { line: number; column: number }

export type ParsedFrontmatter = {
  /** The values as YAML 1.2 reads them; undefined when the YAML could not be read. */
  data: Record<string, unknown> | undefined
  /** The body (MDX) after the closing `---`. */
  body: string
  /** The file's text without a byte-order mark. */
  text: string
  problems: Problem[]
  /**
   * Where the value at a field path stands (or the nearest field that exists), in file lines; with `key`, where its
   * name stands.
   */
  locate: (path: ReadonlyArray<PropertyKey>, options?: { key?: boolean }) => Position | undefined
  /**
   * The characters an editor typed for an unquoted value at a path, when YAML read them as something other than text.
   */
  typed: (path: ReadonlyArray<PropertyKey>) => string | undefined
  /** True when the value at the path was left empty because it starts with `#` (YAML reads that as a comment). */
  commentedOut: (path: ReadonlyArray<PropertyKey>) => string | undefined
  /** The path of the field whose name or value stands at a place of the file; undefined outside the fields. */
  fieldAt: (position: Position) => PropertyKey[] | undefined
}

const nowhere = () => undefined

const fix = (file: string, message: string, position?: Position): Problem => ({
  file,
  field: '(frontmatter)',
  message,
  ...position,
})

/** The node at a field path, and the deepest node on the way when the path goes further than the file. */
function walk(
  doc: Document,
  path: ReadonlyArray<PropertyKey>,
): { node: Node | null | undefined; deepest: Node | undefined; keyNode?: Node } {
  let node: unknown = doc.contents
  let deepest: Node | undefined = doc.contents ?? undefined
  let keyNode: Node | undefined
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key)
      if (!pair) return { node: undefined, deepest, keyNode }
      keyNode = pair.key as Node
      node = pair.value
      deepest = (pair.value as Node | null) ?? keyNode
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key]
      if (node === undefined) return { node: undefined, deepest, keyNode }
      deepest = node as Node
      keyNode = undefined
    } else return { node: undefined, deepest, keyNode }
  }
  return { node: node as Node | null, deepest, keyNode }
}

/** Every field written twice in one group, with both places. */
function duplicateFields(doc: Document, lines: LineCounter, file: string): Problem[] {
  const problems: Problem[] = []
  const visit = (node: unknown, path: string) => {
    if (isMap(node)) {
      const first = new Map<unknown, number>()
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue
        const key = pair.key.value
        const at = lines.linePos(pair.key.range?.[0] ?? 0)
        const field = path ? `${path}.${String(key)}` : String(key)
        const earlier = first.get(key)
        if (earlier !== undefined)
          problems.push({
            file,
            field,
            line: at.line,
            column: at.col,
            message: `is written twice (also on line ${earlier}); keep one of them`,
          })
        else first.set(key, at.line)
        visit(pair.value, field)
      }
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item, `${path}[${i}]`))
  }
  visit(doc.contents, '')
  return problems
}

type Range = readonly [number, number, number]
const rangeOf = (node: unknown): Range | undefined =>
  typeof node === 'object' && node !== null && 'range' in node ? (node.range as Range | undefined) : undefined

/** The path of the deepest field whose name or value holds an offset of the YAML text (read without recursion). */
function pathAt(doc: Document, offset: number): PropertyKey[] {
  const path: PropertyKey[] = []
  const holds = (from: number | undefined, to: number | undefined) =>
    from !== undefined && to !== undefined && offset >= from && offset < Math.max(to, from + 1)
  let node: unknown = doc.contents
  for (;;) {
    let next: { key: PropertyKey; node: unknown } | undefined
    if (isMap(node))
      for (const pair of node.items) {
        const key = rangeOf(pair.key)
        const value = rangeOf(pair.value)
        if (holds(key?.[0] ?? value?.[0], value?.[1] ?? key?.[1])) {
          next = { key: isScalar(pair.key) ? String(pair.key.value) : '?', node: pair.value }
          break
        }
      }
    else if (isSeq(node)) {
      // An item's "- " and the marks before its value count as the item's.
      let from = rangeOf(node)?.[0]
      node.items.forEach((item, index) => {
        const range = rangeOf(item)
        if (!next && holds(from, range?.[1])) next = { key: index, node: item }
        from = range?.[1] ?? from
      })
    }
    if (!next) return path
    path.push(next.key)
    node = next.node
  }
}

/** The line as the editor wrote it, for messages that show the fix. */
function lineAt(text: string, line: number): string {
  return text.split(/\r?\n/)[line - 1] ?? ''
}

/** A YAML syntax error in words an editor can act on. */
function syntaxMessage(code: string, message: string, line: string): string {
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used to indent this line; YAML needs spaces, so replace the tab with spaces'
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const field = /^(\s*(?:- )?[\w.-]+):\s+(.*)$/.exec(line)
      if (field && field[2]!.includes(': '))
        return `the value contains ": ", which YAML reads as a new field; put the whole value in quotes: ${field[1]!.trim()}: "${field[2]!.replace(/"/g, '\\"')}"`
      return 'this line is not a "field: value" pair YAML can read; check the colon and the indentation'
    }
    case 'BAD_SCALAR_START': {
      const first = /(\S)$/.exec(message)?.[1] ?? ''
      const field = /^(\s*(?:- )?[\w.-]+):\s+(.*)$/.exec(line)
      const fix = field ? `: ${field[1]!.trim()}: "${field[2]!.replace(/"/g, '\\"')}"` : ''
      return `a value cannot start with "${first}" unless it is in quotes; put the whole value in quotes${fix}`
    }
    case 'MISSING_CHAR':
      if (/quote/.test(message))
        return 'a quote mark opens a value but nothing closes it; end the value with the same quote mark'
      if (/\]/.test(message)) return 'a list written in [ ] is not closed; end it with ]'
      if (/\}/.test(message)) return 'a group written in { } is not closed; end it with }'
      return `a closing character is missing: ${message}`
    case 'BAD_INDENT':
      if (/end with a \]/.test(message)) return 'a list written in [ ] is not closed; end it with ] on the same line'
      if (/end with a \}/.test(message)) return 'a group written in { } is not closed; end it with } on the same line'
      return 'this line is indented differently from the fields around it; line up fields of the same group with the same number of spaces'
    case 'RESOURCE_EXHAUSTION':
      return frontmatterMessages.nesting
    case 'UNEXPECTED_TOKEN':
      return `YAML cannot read this line (${message}); check for a stray character, a missing colon or a missing quote`
    default:
      return `YAML cannot read this line (${message}); check indentation, colons and quotes`
  }
}

/** Errors reported past an opening character that is never closed, and that character. */
const UNCLOSED: Record<string, (reason: string) => string | undefined> = {
  MISSING_CHAR: (reason) =>
    /quote/.test(reason)
      ? /'/.test(reason.replace(/^Missing closing /, ''))
        ? "'"
        : '"'
      : /\]/.test(reason)
        ? '['
        : /\}/.test(reason)
          ? '{'
          : undefined,
  BAD_INDENT: (reason) => (/end with a \]/.test(reason) ? '[' : /end with a \}/.test(reason) ? '{' : undefined),
}

export function parseFrontmatter(file: string, raw: string): ParsedFrontmatter {
  // A byte-order mark and CRLF line ends (Notepad) change no line or column an editor sees.
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const empty = { locate: nowhere, typed: nowhere, commentedOut: nowhere, fieldAt: nowhere, text }
  const lines = text.split('\n')
  // A fence is `---` from the line's start, then at most spaces or tabs, as the MDX compile reads it.
  const fence = (line: string | undefined) => line !== undefined && /^---[ \t]*$/.test(line)
  if (!fence(lines[0]))
    return {
      ...empty,
      data: undefined,
      body: text,
      problems: [
        fix(
          file,
          'the file must start with a line of three dashes (---), then the fields, then another --- line; add the missing --- line',
          { line: 1, column: 1 },
        ),
      ],
    }
  const closing = lines.findIndex((l, i) => i > 0 && fence(l))
  if (closing < 0)
    return {
      ...empty,
      data: undefined,
      body: '',
      problems: [
        fix(
          file,
          'the fields are not closed: add a line of three dashes (---) after the last field, before the text of the page',
          { line: 1, column: 1 },
        ),
      ],
    }

  // The YAML starts with the rest of the opening `---` line, so the YAML's line 1 is the file's line 1.
  const closingAt = lines.slice(0, closing).reduce((at, line) => at + line.length + 1, 0)
  const split = {
    matter: text.slice(3, closingAt - 1),
    content: closing + 1 < lines.length ? text.slice(closingAt + lines[closing]!.length + 1) : '',
  }
  const lineCounter = new LineCounter()
  const doc = parseDocument(split.matter, { lineCounter, version: '1.2', prettyErrors: false, uniqueKeys: false })
  const pos = (offset: number): Position => {
    const p = lineCounter.linePos(offset)
    return { line: p.line, column: p.col }
  }
  const seen = new Set<string>()
  const problems: Problem[] = doc.errors.flatMap((e) => {
    const reason = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '')
    // What follows an instruction line (`%YAML 1.1`): the rules report the line itself.
    if (/directives-end/.test(reason)) return []
    const opener = UNCLOSED[e.code]?.(reason)
    // For a quote or bracket never closed, the parser points past it: point at where it opens.
    const offset = opener ? Math.max(split.matter.lastIndexOf(opener, e.pos[0] - 1), 0) : e.pos[0]
    let at = pos(offset)
    const line = lineAt(split.matter, at.line)
    const tab = /^[ ]*\t/.test(line) || /^[ ]*\t/.test(lineAt(split.matter, at.line - 1))
    if (tab && !/^[ ]*\t/.test(line)) at = { line: at.line - 1, column: 1 }
    const message = tab ? syntaxMessage('TAB_AS_INDENT', reason, line) : syntaxMessage(e.code, reason, line)
    const key = `${at.line}\u0000${message}`
    if (seen.has(key)) return []
    seen.add(key)
    return [fix(file, message, tab ? { line: at.line, column: 1 } : at)]
  })
  problems.push(...duplicateFields(doc, lineCounter, file))
  const fieldOffset = (offset: number) => pathAt(doc, offset)
  const denied = frontmatterRuleProblems(file, split.matter, doc, lineCounter, fieldOffset)
  if (denied.length > 0) {
    // Nesting too deep for the parser is reported once, by the rules; what the parser could not read after a mark on
    // the same line (`title: *New* services`) follows from the mark, whose fix (quotes) is the fix.
    const marked = new Map<number, number>()
    for (const d of denied) if (!marked.has(d.line!)) marked.set(d.line!, d.column!)
    const follows = (p: Problem) => p.field === '(frontmatter)' && (p.column ?? 0) > (marked.get(p.line!) ?? Infinity)
    const shown = problems.filter((p) => p.message !== frontmatterMessages.nesting && !follows(p))
    problems.splice(0, problems.length, ...shown, ...denied)
  }

  const locate = (path: ReadonlyArray<PropertyKey>, options: { key?: boolean } = {}): Position | undefined => {
    const { node, deepest, keyNode } = walk(doc, path)
    const target =
      options.key && keyNode ? keyNode : node && 'range' in node ? node : node === null && keyNode ? keyNode : deepest
    const range = target && 'range' in target ? target.range : undefined
    return range ? pos(range[0]) : undefined
  }
  const typed = (path: ReadonlyArray<PropertyKey>) => {
    const { node } = walk(doc, path)
    if (isScalar(node) && node.type === 'PLAIN' && typeof node.value !== 'string' && node.value !== null && node.source)
      return node.source
    return undefined
  }
  const commentedOut = (path: ReadonlyArray<PropertyKey>) => {
    const { node } = walk(doc, path)
    if (isScalar(node) && node.value === null && !node.source && node.comment !== undefined) return `#${node.comment}`
    return undefined
  }
  const fieldAt = ({ line, column }: Position) => {
    const start = lineCounter.lineStarts[line - 1]
    // Line 1 is the opening `---` line; the fields end before the closing one.
    if (line < 2 || line > closing || start === undefined) return undefined
    return pathAt(doc, start + column - 1)
  }
  let value: unknown = {}
  // Values are resolved only when the rules pass: never an alias, so never an alias bomb.
  if (denied.length === 0)
    try {
      value = doc.toJS({ maxAliasCount: 0 }) as unknown
    } catch (error) {
      problems.push(fix(file, frontmatterMessages.unreadable((error as Error).message), { line: 2, column: 1 }))
    }
  const data = value === null || value === undefined ? {} : value
  if (typeof data !== 'object' || Array.isArray(data))
    problems.push(fix(file, 'the frontmatter must be a list of "field: value" lines', { line: 2, column: 1 }))
  return {
    text,
    data:
      problems.length > 0 || typeof data !== 'object' || Array.isArray(data)
        ? undefined
        : (data as Record<string, unknown>),
    body: split.content,
    problems,
    locate,
    typed,
    commentedOut,
    fieldAt,
  }
}
