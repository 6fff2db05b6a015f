/** Reading a PNG's size without decoding it: the share step's tests and the e2e checks of the link pictures. */

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (view.toString('latin1', 1, 4) !== 'PNG' || view.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG')
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) }
}
