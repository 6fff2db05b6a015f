/**
 * The poster's QR code (docs/how-it-works.md, "Posters"): the congregation page's address as an SVG,
 * made at build time, so the printed page needs no script and no picture file. Error correction M
 * (15 % of the code may be smudged or torn and it still reads), the standard quiet zone of four modules,
 * black on white.
 */
import QRCode from 'qrcode'

/** The QR code of `url` as SVG markup: `<svg viewBox="0 0 N N">`, with no width or height of its own. */
export async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}

/** One path of the drawing: its outline and how it is painted. */
export type QrPath = { d: string; fill?: string; stroke?: string }

/** The drawing as data, for a component to render as elements (no markup is written unescaped into the page). */
export type QrDrawing = { viewBox: string; paths: QrPath[] }

const PATH_DATA = /^[MmHhVvLlZz0-9 .,-]*$/
const COLOUR = /^#[0-9a-fA-F]{3,8}$|^none$/

/**
 * The viewBox and paths of `qrSvg`'s markup. Anything else in it (an element or a value other than the path commands
 * and colours qrcode writes) throws: the page draws only what this reads.
 */
export function qrDrawing(svg: string): QrDrawing {
  const viewBox = /^<svg [^>]*viewBox="(0 0 \d+ \d+)"/.exec(svg)?.[1]
  if (!viewBox) throw new Error(`a QR code without its viewBox: ${svg.slice(0, 80)}`)
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const paths: QrPath[] = []
  const rest = inner.replace(/<path ([^>]*)\/>/g, (_, attributes: string) => {
    const attrs = Object.fromEntries([...attributes.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const { d = '', fill, stroke } = attrs
    const unknown = Object.keys(attrs).filter((k) => !['d', 'fill', 'stroke'].includes(k))
    if (unknown.length || !PATH_DATA.test(d) || [fill, stroke].some((c) => c !== undefined && !COLOUR.test(c)))
      throw new Error(`a QR code path this code does not draw: <path ${attributes}/>`)
    paths.push({ d, ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) })
    return ''
  })
  if (rest.trim()) throw new Error(`a QR code with more than paths: ${rest.trim().slice(0, 80)}`)
  return { viewBox, paths }
}

/** The QR code of `url`, as data to draw. */
export async function qrCode(url: string): Promise<QrDrawing> {
  return qrDrawing(await qrSvg(url))
}
