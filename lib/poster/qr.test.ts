import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrSvg } from './qr'

describe('the poster QR code', () => {
  const url = 'https://fixture-site.test/sw/fixture-filled/'

  it('is an SVG of the code with a quiet zone of four modules on each side', async () => {
    const svg = await qrSvg(url)
    const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`)
    // Black modules on a white ground, drawn as paths: no image or script inside.
    expect(svg).toMatch(/<path[^>]*stroke="#000000"/)
    expect(svg).not.toMatch(/<(image|script|foreignObject)\b/)
  })

  it('is the same for the same address, so a rebuild prints the same poster', async () => {
    expect(await qrSvg(url)).toBe(await qrSvg(url))
    expect(await qrSvg(url)).not.toBe(await qrSvg('https://fixture-site.test/fixture-filled/'))
  })

  it('grows with the address: a longer one needs more modules', async () => {
    const viewBox = (svg: string) => Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1])
    expect(viewBox(await qrSvg(`${url}${'x'.repeat(80)}`))).toBeGreaterThan(viewBox(await qrSvg(url)))
  })
})
