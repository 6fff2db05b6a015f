/**
 * After the islands and search steps: every page's link picture (docs/sharing.md). For each page of each
 * language that has one (lib/share/site-cards.ts), the card's picture is drawn (lib/share/draw-card.ts) into
 * out/share/, unless a picture of the same inputs is in the cache (node_modules/.cache/share-images/, by a
 * hash of the card's words, layout version, size and font files), which the tests' several builds of the same
 * content share. The step fails when a card's page is not in the export, when an exported page names a
 * picture it did not write (or another alt text than its card's), or when a picture is over the byte budget.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../../lib/content/load'
import { locales } from '../../lib/i18n/locales'
import { exportPagePath, exportPages } from '../../lib/list-files'
import { basePath } from '../../lib/paths'
import { SEARCH_INDEX_DIR } from '../../lib/search/paths'
import { drawCard, loadCardFonts, type CardFonts } from '../../lib/share/draw-card'
import { metaProperties } from '../../lib/share/meta-tags'
import { SHARE_DIR } from '../../lib/share/paths'
import { SHARE_MAX_BYTES, SHARE_SIZE, type ShareCard } from '../../lib/share/share-card'
import { borrowedPictures, siteCards } from '../../lib/share/site-cards'
import { siteOrigin } from '../../lib/site-url'

export const SHARE_CACHE_DIR = 'node_modules/.cache/share-images'

/** The cache key of a card's picture: everything that changes its pixels, nothing else (not its address or alt). */
export function cardHash(card: ShareCard, fonts: Pick<CardFonts, 'hash'>): string {
  const { layout, font, eyebrow, title, lines, footer } = card
  const inputs = { layout, font, fonts: fonts.hash, size: SHARE_SIZE, eyebrow, title, lines, footer }
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)
}

/**
 * What is wrong between the exported pages and the pictures written: a page naming a picture that is not among
 * them or with another alt text, a picture's address not at the deployed site, a card whose page names none, a
 * page naming another page's picture unless `borrowed` says it shows that page's (a poster, its congregation's).
 */
export function pictureProblems(
  pages: { path: string; html: string }[],
  cards: ShareCard[],
  { origin, base, borrowed = new Map() }: { origin: string; base: string; borrowed?: Map<string, string> },
): string[] {
  const byImage = new Map(cards.map((c) => [c.image, c]))
  const byPage = new Map(cards.map((c) => [c.address, c]))
  const problems: string[] = []
  for (const page of pages) {
    const meta = metaProperties(page.html)
    const url = meta.get('og:image')
    const card = byPage.get(page.path)
    if (!url) {
      if (card) problems.push(`${page.path} names no og:image, but its picture ${card.image} was made for it`)
      continue
    }
    const at = `${origin}${base}/`
    if (!url.startsWith(at)) {
      problems.push(`${page.path} names the picture ${url}, which is not at the deployed site (${at})`)
      continue
    }
    const image = url.slice(`${origin}${base}`.length)
    const written = byImage.get(image)
    if (!written) {
      problems.push(`${page.path} names the picture ${image}, which the share step did not write`)
      continue
    }
    if (written.address !== (borrowed.get(page.path) ?? page.path))
      problems.push(`${page.path} names the picture of another page (${written.address}): ${image}`)
    if (meta.get('og:image:alt') !== written.alt)
      problems.push(`${page.path}: its og:image:alt is not its picture's words ("${written.alt}")`)
  }
  return problems
}

async function main() {
  const started = Date.now()
  const root = process.cwd()
  const out = path.join(root, 'out')
  if (!fs.existsSync(out)) throw new Error('out/ is missing: run next build first')
  const contents = await Promise.all(locales.map((l) => loadContent(l)))
  const cards = locales.flatMap((l, i) => siteCards(contents[i]!, l))
  const pageFile = (address: string) => path.join(out, address.replace(/^\//, ''), 'index.html')
  const missing = cards.filter((c) => !fs.existsSync(pageFile(c.address)))
  if (missing.length)
    throw new Error(
      `The share step would make a link picture for pages the export does not have: ${missing.map((c) => c.address).join(', ')}`,
    )

  const fonts = loadCardFonts(root)
  const cache = path.join(root, SHARE_CACHE_DIR)
  fs.mkdirSync(cache, { recursive: true })
  fs.rmSync(path.join(out, SHARE_DIR), { recursive: true, force: true })
  let drawn = 0
  let cached = 0
  let largest = { bytes: 0, image: '' }
  for (const card of cards) {
    const key = path.join(cache, `${cardHash(card, fonts)}.png`)
    let png: Buffer
    if (fs.existsSync(key)) {
      png = fs.readFileSync(key)
      cached++
    } else {
      png = await drawCard(card, fonts)
      fs.writeFileSync(key, png)
      drawn++
    }
    if (png.length > SHARE_MAX_BYTES)
      throw new Error(
        `The link picture ${card.image} is ${png.length} bytes, over the ${SHARE_MAX_BYTES} that link previews accept`,
      )
    if (png.length > largest.bytes) largest = { bytes: png.length, image: card.image }
    const target = path.join(out, card.image.replace(/^\//, ''))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, png)
  }

  const pages = exportPages(out, ['admin', SEARCH_INDEX_DIR]).map((file) => ({
    path: exportPagePath(out, file),
    html: fs.readFileSync(file, 'utf8'),
  }))
  const borrowed = new Map(locales.flatMap((l, i) => borrowedPictures(contents[i]!, l)))
  const problems = pictureProblems(pages, cards, { origin: siteOrigin(contents[0]!.site), base: basePath, borrowed })
  if (problems.length) throw new Error(`The pages' link pictures (docs/sharing.md):\n  ${problems.join('\n  ')}`)
  console.log(
    `Share: ${cards.length} link pictures in ${SHARE_DIR}/ (${drawn} drawn, ${cached} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s; the largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.image})`,
  )
}

if (process.argv[1]?.endsWith('share-images.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
