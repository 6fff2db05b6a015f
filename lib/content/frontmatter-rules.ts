/**
 * What the fields (YAML) of a content file may be written with: plain values, quoted text, lists and groups.
 * YAML can do more, and every such feature is refused here with words an editor can act on (deny by default,
 * docs/content-is-data.md): type marks (`!!str`, `!foo`, `!!js/function`), shortcuts (`&name` and `*name`,
 * which copy a value to where it is not written, and multiply into an alias bomb), the merge key (`<<`),
 * instruction lines (`%YAML 1.1`, which change how values are read), lists or groups as a field's name, and
 * nesting deeper than any field of the site. The YAML is read from its tokens, so even a file the parser gives
 * up on is reported at the place of each use, and nothing is resolved before these rules pass.
 */
import { isMap, isPair, isScalar, isSeq, Parser, type Document, type LineCounter } from 'yaml'
import { fieldPath, type Problem } from './problems'

/**
 * How many groups and lists may sit inside each other, the file's own group included. The deepest field of the site
 * (a menu item's children's children) is 7; a menu three times as deep still fits.
 */
export const MAX_NESTING = 20

/** The problems of at most this many lines of one file are reported; then one line says how many more there are. */
const MAX_LINES = 10

/** Where a field stands in the YAML text: its path, as `fieldAt` finds it for an offset. */
export type FieldAt = (offset: number) => PropertyKey[]

export const frontmatterMessages = {
  tag: (tag: string) =>
    `"${tag}" is read as a YAML type mark, which content never uses (every value is read as it is written); if it is part of the text, put the whole value in quotes, otherwise remove "${tag}"`,
  anchor: (anchor: string) =>
    `"${anchor}" is read as a YAML name for copying a value elsewhere, which content never does; if it is part of the text, put the whole value in quotes, otherwise remove "${anchor}" and write each value out where it belongs`,
  alias: (alias: string) =>
    `"${alias}" is read as a copy of a value written elsewhere in the fields, which content never uses (the page would show what is not written here); if it is part of the text, put the whole value in quotes, otherwise write the value out instead of "${alias}"`,
  merge:
    '"<<" (YAML\'s merge key) copies the fields of another group into this one, which content never does; write the fields out in this group instead',
  directive: (line: string) =>
    `"${line}" is a YAML instruction line, which content never uses (it changes how the values are read); remove this line`,
  key: 'a field\'s name must be a word followed by a colon ("name: value"); a list or group cannot be a name, so write the name as a word',
  nesting: `the fields are nested more than ${MAX_NESTING} levels deep here (groups and lists inside each other), deeper than any field of the site; write the field as the editing guide shows (content/FIELDS.md)`,
  more: (count: number) =>
    `and ${count} more line${count === 1 ? '' : 's'} below use YAML features content never uses; remove them all (each is one of the kinds reported above)`,
  unreadable: (reason: string) =>
    `YAML cannot read the fields (${reason}); write each field as "name: value", as the editing guide shows`,
}

type Found = { kind: string; offset: number; message: string; path: PropertyKey[] }

/** Every type mark, shortcut and instruction line in the YAML text, from the parser's tokens (read without recursion). */
function tokenProblems(yaml: string, fieldAt: FieldAt): Found[] {
  const found: Found[] = []
  const stack: unknown[] = Array.from(new Parser().parse(yaml))
  while (stack.length > 0) {
    const item = stack.pop()
    if (Array.isArray(item)) {
      stack.push(...item)
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    const token = item as { type?: unknown; offset?: unknown; source?: unknown }
    if (typeof token.offset === 'number' && typeof token.source === 'string') {
      const offset = token.offset
      const source = token.source.trim()
      const kind = String(token.type)
      const words =
        kind === 'tag'
          ? frontmatterMessages.tag(source)
          : kind === 'anchor'
            ? frontmatterMessages.anchor(source)
            : kind === 'alias'
              ? frontmatterMessages.alias(source)
              : kind === 'directive'
                ? frontmatterMessages.directive(source)
                : undefined
      if (words) found.push({ kind, offset, message: words, path: fieldAt(offset) })
    }
    for (const value of Object.values(item)) if (typeof value === 'object' && value !== null) stack.push(value)
  }
  return found
}

/** The merge keys, the names that are not words, and the first place nested too deep, from the parsed document. */
function shapeProblems(doc: Document, fieldAt: FieldAt): Found[] {
  const found: Found[] = []
  let tooDeep = false
  const visit = (node: unknown, depth: number, path: PropertyKey[]) => {
    if (tooDeep || !(isMap(node) || isSeq(node))) return
    const start = node.range?.[0] ?? 0
    if (depth > MAX_NESTING) {
      tooDeep = true
      // The field it is in, by its name: the path down to here would be as long as the nesting.
      found.push({ kind: 'nesting', offset: start, message: frontmatterMessages.nesting, path: path.slice(0, 1) })
      return
    }
    node.items.forEach((item: unknown, index: number) => {
      if (!isPair(item)) return visit(item, depth + 1, [...path, index])
      const key = item.key as { range?: [number, number, number] } | null
      const offset = key?.range?.[0] ?? start
      if (isScalar(item.key) && item.key.value === '<<')
        found.push({ kind: 'merge', offset, message: frontmatterMessages.merge, path: fieldAt(offset) })
      else if (isMap(item.key) || isSeq(item.key))
        found.push({ kind: 'key', offset, message: frontmatterMessages.key, path })
      visit(item.value, depth + 1, [...path, isScalar(item.key) ? String(item.key.value) : '?'])
    })
  }
  visit(doc.contents, 1, [])
  return found
}

/**
 * The problems of the YAML features content never uses, each at its place in the file with the field it is in (or
 * `(frontmatter)`): one per kind and line of the file, on at most MAX_LINES lines of it.
 */
export function frontmatterRuleProblems(
  file: string,
  yaml: string,
  doc: Document,
  lineCounter: LineCounter,
  fieldAt: FieldAt,
): Problem[] {
  const found = [...tokenProblems(yaml, fieldAt), ...shapeProblems(doc, fieldAt)]
  // A merge key's own value (`<<: *base`) is reported with it, once.
  const merged = new Set(found.filter((f) => f.kind === 'merge').map((f) => fieldPath(f.path)))
  const problems: Problem[] = []
  const seen = new Set<string>()
  for (const f of found.sort((a, b) => a.offset - b.offset)) {
    if (f.kind !== 'merge' && merged.has(fieldPath(f.path))) continue
    const { line, col } = lineCounter.linePos(f.offset)
    const once = `${line}\u0000${f.kind}`
    if (seen.has(once)) continue
    seen.add(once)
    problems.push({ file, field: fieldPath(f.path) || '(frontmatter)', line, column: col, message: f.message })
  }
  const lines = [...new Set(problems.map((p) => p.line))]
  if (lines.length <= MAX_LINES) return problems
  const next = lines[MAX_LINES]!
  return [
    ...problems.filter((p) => p.line! < next),
    {
      file,
      field: '(frontmatter)',
      line: next,
      column: 1,
      message: frontmatterMessages.more(lines.length - MAX_LINES),
    },
  ]
}
