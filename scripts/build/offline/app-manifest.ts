/**
 * Each language's web app manifest (docs/offline.md): the site's name and description in that
 * language, its home page as the start, the ministry's icon in the sizes Android asks for, and the
 * theme colour. The site never asks to be installed; a visitor who does gets the page in their language.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { localeInfo, localePath, type Locale } from '../../../lib/i18n/locales'
import { ICONS_DIR } from '../../../lib/offline/paths'
import { THEME_COLOR } from '../../../lib/theme'

/** The icons, as paths below out/: Android's two sizes, and a maskable one (its mark inside the safe circle). */
export const APP_ICONS = [
  { file: `${ICONS_DIR}/icon-192.png`, size: 192, purpose: 'any' },
  { file: `${ICONS_DIR}/icon-512.png`, size: 512, purpose: 'any' },
  { file: `${ICONS_DIR}/maskable-512.png`, size: 512, purpose: 'maskable' },
] as const

export type AppName = { name: string; description: string }

export function webManifest(locale: Locale, site: AppName, basePath: string) {
  const home = `${basePath}${localePath(locale, '/')}`
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: localeInfo[locale].tag,
    dir: 'ltr',
    id: home,
    start_url: home,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `${basePath}/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  }
}

/** The maskable icon keeps its mark within the middle 80% (Android's safe zone), on the icon's own background. */
const MASKABLE_MARK = 0.7

/** Writes the icons into out/, from the site's icon (app/icon.svg). */
export async function writeIcons(iconSvg: string, out: string) {
  const svg = fs.readFileSync(iconSvg)
  // The icon's background is its first filled shape; the maskable icon fills its whole square with it.
  const background = /fill="(#[0-9a-fA-F]{3,8})"/.exec(svg.toString('utf8'))?.[1] ?? THEME_COLOR
  fs.mkdirSync(path.join(out, ICONS_DIR), { recursive: true })
  for (const { file, size, purpose } of APP_ICONS) {
    const target = path.join(out, file)
    if (purpose === 'any') {
      await sharp(svg, { density: 72 * (size / 32) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toFile(target)
      continue
    }
    const mark = Math.round(size * MASKABLE_MARK)
    const inner = await sharp(svg, { density: 72 * (mark / 32) })
      .resize(mark, mark)
      .png()
      .toBuffer()
    await sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: inner, gravity: 'center' }])
      .png({ compressionLevel: 9 })
      .toFile(target)
  }
}
