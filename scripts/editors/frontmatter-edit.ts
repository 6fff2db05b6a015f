/**
 * Changes single values in a content file's frontmatter and leaves every other character as it was:
 * comments, blank lines, key order, quoting and flow lists (`{ network: X, url: ... }`). It edits the
 * `yaml` library's concrete syntax tree (CST), which keeps the source text of everything it does not
 * touch, instead of re-serialising the document.
 */
import { Composer, CST, isMap, isPair, isScalar, isSeq, Parser, type Document, type Pair } from 'yaml'
import type { FieldPath } from '../../lib/content/walk'

export type FrontmatterEdit =
  /** Replace the value of an existing field or list item (a text or number, never a group or list). */
  | { path: FieldPath; set: string | number }
  /** Replace a list item (a text) with one or more items in its place. */
  | { path: FieldPath; items: readonly string[] }
  /** Remove a field (its line, or its part of a `{ ... }` group); comment lines above it stay. */
  | { path: FieldPath; remove: true }

/** Where the YAML between the `---` lines starts and ends in the file's text. */
function frontmatterRange(text: string): { start: number; end: number } {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)
  if (!open) throw new Error('the file does not start with a --- line')
  const close = /^---[ \t]*$/m.exec(text.slice(open[0].length))
  if (!close) throw new Error('the file has no closing --- line')
  return { start: open[0].length, end: open[0].length + close.index }
}

type Token = CST.Token
type Item = CST.CollectionItem

/** The CST of a YAML text with its composed document; each node knows its token (`srcToken`). */
function parse(yaml: string): { tokens: Token[]; doc: Document.Parsed } {
  const tokens = Array.from(new Parser().parse(yaml))
  const docs = Array.from(new Composer({ keepSourceTokens: true }).compose(tokens))
  if (docs.length !== 1 || docs[0]!.errors.length > 0)
    throw new Error(`the frontmatter is not valid YAML: ${docs[0]?.errors[0]?.message ?? 'no document'}`)
  return { tokens, doc: docs[0]! }
}

/** The pair at the end of a path (a field of a group), with its group. */
function pairAt(doc: Document.Parsed, path: FieldPath): { pair: Pair; map: CST.BlockMap | CST.FlowCollection } {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true)
  const key = path[path.length - 1]
  if (!isMap(parent)) throw new Error(`no group of fields at ${path.slice(0, -1).join('.')}`)
  const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key)
  const token = parent.srcToken
  if (!pair || !token || (token.type !== 'block-map' && token.type !== 'flow-collection'))
    throw new Error(`no field ${path.join('.')}`)
  return { pair, map: token }
}

const isComment = (t: CST.SourceToken) => t.type === 'comment'

/** The single value at a path, with the collection holding it: a group's field or a list's item. */
function scalarAt(
  doc: Document.Parsed,
  path: FieldPath,
): { token: CST.FlowScalar | CST.BlockScalar; holder: CST.BlockMap | CST.BlockSequence | CST.FlowCollection } {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true)
  const node = isMap(parent)
    ? pairAt(doc, path).pair.value
    : isSeq(parent)
      ? parent.items[path[path.length - 1] as number]
      : undefined
  const holder = (isMap(parent) || isSeq(parent)) && parent.srcToken
  if (!holder || !['block-map', 'block-seq', 'flow-collection'].includes(holder.type))
    throw new Error(`no field ${path.join('.')}`)
  if (!isScalar(node) || !node.srcToken) throw new Error(`${path.join('.')} is not a single value`)
  return {
    token: node.srcToken as CST.FlowScalar | CST.BlockScalar,
    holder: holder as CST.BlockMap | CST.BlockSequence | CST.FlowCollection,
  }
}

function setValue(doc: Document.Parsed, path: FieldPath, value: string | number) {
  const { token, holder } = scalarAt(doc, path)
  const inFlow = holder.type === 'flow-collection'
  // A block scalar's lines go deeper than the field's key or the list's dash.
  const context = { afterKey: holder.type === 'block-map', inFlow }
  if (typeof value === 'number') return CST.setScalarValue(token, String(value), { ...context, type: 'PLAIN' })
  // Text keeps its quotes (never plain: "0070" must stay text); several lines become a literal block,
  // which keeps each line as written; a text with apostrophes takes double quotes rather than doubled ones.
  const single = token.type === 'single-quoted-scalar' && !(value.includes("'") && !/["\\]/.test(value))
  const type = value.includes('\n')
    ? inFlow
      ? 'QUOTE_DOUBLE'
      : 'BLOCK_LITERAL'
    : single
      ? 'QUOTE_SINGLE'
      : 'QUOTE_DOUBLE'
  CST.setScalarValue(token, value, { ...context, type })
}

/** Replaces a list item with several: the first takes its place, the others follow it in the same style. */
function setItems(doc: Document.Parsed, path: FieldPath, values: readonly string[]) {
  const [first, ...rest] = values
  if (first === undefined) throw new Error(`no items for ${path.join('.')}`)
  if (!isSeq(doc.getIn(path.slice(0, -1), true))) throw new Error(`${path.join('.')} is not an item of a list`)
  setValue(doc, path, first)
  const { holder } = scalarAt(doc, path)
  const index = path[path.length - 1] as number
  const inFlow = holder.type === 'flow-collection'
  const source = (text: string, type: CST.SourceToken['type']) =>
    ({ type, offset: 0, indent: holder.indent, source: text }) as CST.SourceToken
  const items = rest.map((value): Item => ({
    start: inFlow
      ? [source(',', 'comma'), source(' ', 'space')]
      : [source(' '.repeat(holder.indent), 'space'), source('-', 'seq-item-ind'), source(' ', 'space')],
    value: CST.createScalarToken(value, {
      indent: holder.indent + 2,
      inFlow,
      type: 'QUOTE_DOUBLE',
      end: inFlow ? [] : [source('\n', 'newline')],
    }),
  }))
  ;(holder.items as Item[]).splice(index + 1, 0, ...items)
}

function removeField(doc: Document.Parsed, path: FieldPath) {
  const { pair, map } = pairAt(doc, path)
  const item = pair.srcToken as Item | undefined
  const index = item ? (map.items as Item[]).indexOf(item) : -1
  if (!item || index < 0) throw new Error(`cannot find ${path.join('.')} in the file`)
  const next = map.items[index + 1]
  const previous = map.items[index - 1]
  if (map.type === 'flow-collection') {
    // `{ a: 1, b: 2 }`: an item's leading comma is in its `start`; the space before `}` is in the last value's `end`.
    if (index === 0 && next) next.start = next.start.filter((t) => t.type !== 'comma')
    if (!next && previous?.value && 'end' in (item.value ?? {})) {
      const end = (item.value as CST.FlowScalar).end ?? []
      ;(previous.value as CST.FlowScalar).end = [
        ...((previous.value as CST.FlowScalar).end ?? []),
        ...end.filter((t) => !isComment(t)),
      ]
    }
  } else {
    // Comment lines above the field stay: they move to the next field, or after the previous one's line.
    const lastComment = item.start.map(isComment).lastIndexOf(true)
    const kept = lastComment < 0 ? [] : item.start.slice(0, lastComment + 2)
    if (next) {
      // The first field of a list item follows its "- ": the next field takes its place without its indent.
      const nextStart =
        index === 0 && item.start.length === 0 ? next.start.filter((t) => t.type !== 'space') : next.start
      next.start = [...kept, ...nextStart]
    } else if (kept.length && previous?.value && 'end' in previous.value) {
      const indent =
        item.start[0]?.type === 'space'
          ? []
          : [{ type: 'space', offset: 0, indent: 0, source: ' '.repeat(map.indent) } as const]
      previous.value.end = [...(previous.value.end ?? []), ...indent, ...kept]
    }
  }
  map.items.splice(index, 1)
}

/**
 * The file's text with the edits made, each in order, their paths naming values as the file had them; throws when a
 * path is not in the file.
 */
export function editFrontmatter(text: string, edits: readonly FrontmatterEdit[]): string {
  const { start, end } = frontmatterRange(text)
  const { tokens, doc } = parse(text.slice(start, end))
  for (const edit of edits) {
    if ('set' in edit) setValue(doc, edit.path, edit.set)
    else if ('items' in edit) setItems(doc, edit.path, edit.items)
    else removeField(doc, edit.path)
  }
  return text.slice(0, start) + tokens.map((t) => CST.stringify(t)).join('') + text.slice(end)
}
