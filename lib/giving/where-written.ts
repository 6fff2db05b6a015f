/**
 * Where a number the giving guard found was typed in content (docs/giving.md, "The build's guard"): each
 * content file and line that holds it. A file is read as the guard reads a page (read-text.ts), after its
 * own ways of writing a character are undone (HTML character references such as `&#53;` or `&#8203;`, the
 * `\u0035` escapes of a quoted YAML value, tags between digits), and a number may run over a line break,
 * so a disguised number is found where it was typed. A line of a file's fields names its field too:
 * `content/pages/about.en.mdx:3 (title)`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseFragment } from 'parse5'
import { parseFrontmatter, type ParsedFrontmatter } from '../content/frontmatter'
import { fieldPath } from '../content/problems'
import { listFiles, relativePath } from '../list-files'
import { digitsOf, numbersIn } from './numbers'
import { asIs, readText, rewrite, type ReadText } from './read-text'

const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g
const ESCAPE = /\\(?:u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|U([0-9a-fA-F]{8}))/g
const TAG = /<\/?[A-Za-z][^<>]*>/g

const fromCodePoint = (hex: string | undefined, decimal?: string) => {
  const cp = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16)
  return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : ''
}
const named = new Map<string, string>()
/** A named character reference as HTML reads it (parse5 knows them all). */
function namedReference(reference: string): string {
  let value = named.get(reference)
  if (value === undefined) {
    const node = parseFragment(reference).childNodes[0]
    value = node && node.nodeName === '#text' ? (node as { value: string }).value : reference
    named.set(reference, value)
  }
  return value
}

/** A content file's text with its escapes and tags undone, each character keeping its place in the file. */
function undone(text: string): ReadText {
  let source = rewrite(asIs(text), CHARACTER_REFERENCE, (m) =>
    m[3] ? namedReference(m[0]) : fromCodePoint(m[2], m[1]),
  )
  source = rewrite(source, ESCAPE, (m) => fromCodePoint(m[1] ?? m[2] ?? m[3] ?? m[4]))
  return rewrite(source, TAG, () => '')
}

const sources = new Map<string, ReadText>()
/** `text` read as a page would show it, each character with its offset in the file (read once per build). */
export function readSource(text: string): ReadText {
  const known = sources.get(text)
  if (known) return known
  const read = readSourceOnce(text)
  sources.set(text, read)
  return read
}

function readSourceOnce(text: string): ReadText {
  const source = undone(text)
  const read = readText(source.text)
  return {
    text: read.text,
    starts: read.starts.map((i) => source.starts[i]!),
    ends: read.ends.map((i) => source.ends[i - 1]!),
  }
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length

const fields = new Map<string, ParsedFrontmatter>()
/** The field of a file's frontmatter an offset of it stands in (`leaders[0].name`), or undefined (the body). */
function fieldAt(file: string, text: string, offset: number): string | undefined {
  let parsed = fields.get(text)
  if (!parsed) fields.set(text, (parsed = parseFrontmatter(file, text)))
  const before = text.slice(0, offset)
  const field = parsed.fieldAt({ line: before.split('\n').length, column: offset - before.lastIndexOf('\n') })
  return field?.length ? fieldPath(field) : undefined
}

/**
 * The content files a number may have been typed in, with their text: every `.mdx` file under `contentRoot` but the
 * giving files, which are where a giving number belongs.
 */
export function typedInContent(contentRoot: string): { file: string; text: string }[] {
  return listFiles(contentRoot, { extensions: ['.mdx'] })
    .map((f) => `content/${relativePath(contentRoot, f)}`)
    .filter((file) => !/^content\/giving(\/|\.)/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(contentRoot, file.replace(/^content\//, '')), 'utf8') }))
}

/**
 * Where a number found on a page is written in content: `content/pages/history.en.mdx:12` for each line that holds it,
 * with the field when the line is one of the file's fields (`content/pages/about.en.mdx:3 (title)`).
 */
export function whereWritten(shown: string, files: readonly { file: string; text: string }[]): string[] {
  // As a finding shows it, its invisible characters named: "555[U+200B]555".
  const number = shown.replace(/\[U\+[0-9A-F]{4,6}\]/g, '')
  const asRead = readText(number).text
  const digits = digitsOf(number)
  const isNumber = /\d/.test(asRead) && /^[\d\s+().:/_'*#~|,-]+$/.test(asRead)
  const read = files.map(({ file, text }) => ({ file, text, read: readSource(text) }))
  const at = (file: string, text: string, offset: number, note?: string) => {
    const notes = [fieldAt(file, text, offset), note].filter(Boolean)
    return `${file}:${lineAt(text, offset)}${notes.length ? ` (${notes.join('; ')})` : ''}`
  }
  if (!isNumber)
    return [
      ...new Set(
        read.flatMap(({ file, text, read }) => {
          const found: string[] = []
          for (let i = read.text.indexOf(asRead); i >= 0; i = read.text.indexOf(asRead, i + 1))
            found.push(at(file, text, read.starts[i]!))
          return found
        }),
      ),
    ]
  const whole = read.flatMap(({ file, text, read }) =>
    numbersIn(read)
      .filter((n) => digitsOf(n.number) === digits)
      .map((n) => at(file, text, read.starts[n.from]!)),
  )
  if (whole.length || digits.length < 6) return [...new Set(whole)]
  // A number joined on the page from parts written apart (a table's cells, a list's items): the lines that hold a part
  // of it.
  const parts = read.flatMap(({ file, text, read }) =>
    numbersIn(read)
      .filter(
        (n) =>
          n.number.replace(/\D/g, '').length >= 3 &&
          n.number.replace(/\D/g, '').length < digits.length &&
          digits.includes(n.number.replace(/\D/g, '')),
      )
      .map((n) => at(file, text, read.starts[n.from]!, 'a part of it')),
  )
  return [...new Set(parts)].slice(0, 6)
}
