import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrCode, qrDrawing, qrSvg } from './qr'

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

describe('the QR code as the poster draws it', () => {
  it("is qrcode's own drawing: the same viewBox, a white ground and the black modules", async () => {
    const url = 'https://fixture-site.test/fixture-filled/'
    const drawing = await qrCode(url)
    expect((await qrSvg(url)).includes(`viewBox="${drawing.viewBox}"`)).toBe(true)
    expect(drawing.paths).toEqual([
      { fill: '#ffffff', d: expect.stringMatching(/^M0 0h\d+v\d+H0z$/) },
      { stroke: '#000000', d: expect.stringMatching(/^M4 4\.5h/) },
    ])
  })

  it('reads nothing but paths of path commands and colours', () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29">${inner}</svg>`
    expect(qrDrawing(svg('<path fill="#fff" d="M0 0h29v29H0z"/>')).paths).toHaveLength(1)
    expect(() => qrDrawing(svg('<script>alert(1)</script>'))).toThrow('a QR code with more than paths: <script>')
    expect(() => qrDrawing(svg('<path d="M0 0" onclick="x()"/>'))).toThrow('a QR code path this code does not draw')
    expect(() => qrDrawing(svg('<path stroke="url(#a)" d="M0 0"/>'))).toThrow('a QR code path this code does not draw')
    expect(() => qrDrawing('<svg>')).toThrow('a QR code without its viewBox')
  })
})
