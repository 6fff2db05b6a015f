/**
 * Draws a link picture (share-card.ts says what it holds) as a PNG: satori lays out the words as SVG in
 * the site's colours (lib/theme.ts) and font, resvg turns it into pixels. Flat colours and text only, so a
 * picture weighs tens of kilobytes (link previews drop one over SHARE_MAX_BYTES). Used by the build step
 * (scripts/build/share-images.ts) only: no page loads this code.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { accent, brand } from '../theme'
import { SHARE_FONT, SHARE_SIZE, type ShareCard } from './share-card'

/** A satori element: plain objects, as React's would be (no React needed to draw). */
export type CardNode = { type: string; props: { style?: Record<string, unknown>; children?: CardChild | CardChild[] } }
type CardChild = CardNode | string

const el = (style: Record<string, unknown>, children?: CardChild | CardChild[]): CardNode => ({
  type: 'div',
  props: { style, ...(children === undefined ? {} : { children }) },
})

/** The font's files, from @fontsource/noto-sans: Latin and its accented letters, regular and bold (satori reads woff). */
const FONT_FILES = [400, 700].flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({
    weight: weight as 400 | 700,
    file: `node_modules/@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`,
  })),
)

export type CardFonts = { fonts: Font[]; /** A hash of the files, part of each picture's cache key. */ hash: string }

export function loadCardFonts(root: string = process.cwd()): CardFonts {
  const hash = createHash('sha256')
  const fonts = FONT_FILES.map(({ weight, file }) => {
    const data = fs.readFileSync(path.join(root, file))
    hash.update(data)
    return { name: SHARE_FONT, data, weight, style: 'normal' as const }
  })
  return { fonts, hash: hash.digest('hex').slice(0, 16) }
}

/** The title's size: long names get smaller letters and wrap onto a second or third line, never past the edge. */
export function titleSize(title: string): number {
  const longest = Math.max(...title.split(/\s+/).map((w) => w.length))
  if (title.length <= 24 && longest <= 14) return 80
  if (title.length <= 48 && longest <= 20) return 66
  return 54
}

/** The card's layout: its words on the brand colour, the region above in the accent, the ministry's name below a rule. */
export function cardElement(card: ShareCard): CardNode {
  const { width, height } = SHARE_SIZE
  const pad = 72
  return el(
    {
      width,
      height,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: brand[900],
      fontFamily: SHARE_FONT,
      color: '#ffffff',
    },
    [
      el({ width, height: 16, backgroundColor: accent[500] }),
      el(
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          padding: `0 ${pad}px`,
          width,
        },
        [
          ...(card.eyebrow
            ? [
                el(
                  {
                    fontSize: 34,
                    fontWeight: 700,
                    color: accent[400],
                    letterSpacing: 2,
                    textTransform: 'uppercase',
                    marginBottom: 16,
                  },
                  card.eyebrow,
                ),
              ]
            : []),
          el(
            { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12, maxWidth: width - 2 * pad },
            card.title,
          ),
          ...card.lines.map((line) =>
            el(
              {
                fontSize: line.length > 90 ? 32 : 40,
                fontWeight: 400,
                lineHeight: 1.3,
                color: brand[50],
                marginTop: 28,
                maxWidth: width - 2 * pad,
              },
              line,
            ),
          ),
        ],
      ),
      ...(card.footer
        ? [
            el(
              {
                display: 'flex',
                margin: `0 ${pad}px`,
                padding: '24px 0 40px',
                borderTop: `3px solid ${brand[600]}`,
                fontSize: 32,
                fontWeight: 700,
                color: accent[400],
              },
              card.footer,
            ),
          ]
        : []),
    ],
  )
}

/** Every piece of text in an element tree, in order: what the picture writes. */
export function cardTexts(node: CardChild | CardChild[] | undefined): string[] {
  if (node === undefined) return []
  if (typeof node === 'string') return [node]
  if (Array.isArray(node)) return node.flatMap(cardTexts)
  return cardTexts(node.props.children)
}

/**
 * The card as SVG. Its letters are outlines, as resvg needs them; `asText` keeps them as `<text>` instead, so a test
 * can read the words as laid out.
 */
export async function cardSvg(card: ShareCard, { fonts }: CardFonts, { asText = false } = {}): Promise<string> {
  // satori's types ask for a ReactNode; a plain element object is what it reads.
  return satori(cardElement(card) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_SIZE,
    fonts,
    embedFont: !asText,
  })
}

/** The card as a PNG of SHARE_SIZE. */
export async function drawCard(card: ShareCard, fonts: CardFonts): Promise<Buffer> {
  const svg = await cardSvg(card, fonts)
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_SIZE.width } }).render().asPng()
}
