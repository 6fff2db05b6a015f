/**
 * Makes a small labelled placeholder image that says what it stands in for, e.g.
 *   npm run placeholder -- content/media/congregations/raila/leader.png "Raila: photo of a church leader"
 * Placeholders are PNGs in content/media, processed by the media pipeline like any photo, and listed
 * by the content tooling because their file name starts with "placeholder-" or they sit in a placeholders/ folder.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Splits a label into lines of at most `max` characters. */
function wrap(label: string, max: number): string[] {
  const lines: string[] = []
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export async function makePlaceholder(file: string, label: string, width = 1200, height = 800, hue = 195) {
  const size = Math.round(width / 22)
  const lines = wrap(label, Math.floor(width / (size * 0.6)))
  const top = height / 2 - ((lines.length - 1) * size * 1.3) / 2 + size * 0.9
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${hue},35%,88%)"/>
  <rect x="${size / 2}" y="${size / 2}" width="${width - size}" height="${height - size}" fill="none" stroke="hsl(${hue},40%,45%)" stroke-width="4" stroke-dasharray="18 12"/>
  <text x="50%" y="${top - size * 1.6}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size * 0.7}" font-weight="bold" fill="hsl(${hue},45%,28%)" text-anchor="middle">PLACEHOLDER IMAGE</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="50%" y="${top + i * size * 1.3}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="hsl(${hue},45%,22%)" text-anchor="middle">${escape(line)}</text>`,
    )
    .join('\n  ')}
</svg>`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 16 }).toFile(file)
}

if (process.argv[1]?.endsWith('make-placeholder.ts')) {
  const [file, label, w, h] = process.argv.slice(2)
  if (!file || !label) {
    console.error('usage: npm run placeholder -- <content/media/...png> "<what it stands in for>" [width] [height]')
    process.exit(2)
  }
  makePlaceholder(file, label, Number(w) || undefined, Number(h) || undefined).then(() => console.log(`wrote ${file}`))
}
