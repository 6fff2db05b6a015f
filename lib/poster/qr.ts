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
