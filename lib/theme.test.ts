// The site's colours have one spelling (theme.ts): the classes, the stylesheet and the code take them from there.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accent, brand } from './theme'

const root = process.cwd()
const palette = [...Object.values(brand), ...Object.values(accent)]

describe("the site's colours", () => {
  it('are in the app icon as the palette has them (an SVG cannot import)', () => {
    expect(fs.readFileSync(path.join(root, 'app/icon.svg'), 'utf8')).toContain(`fill="${brand[700]}"`)
  })

  it('are spelled nowhere else in the code or the stylesheet', () => {
    const files = ['app', 'components', 'lib', 'scripts']
      .flatMap((dir) =>
        fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
      )
      .filter(
        (file) =>
          /\.(ts|tsx|mjs|cjs|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join('lib', 'theme.ts'),
      )
    const spelled = files.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8').toLowerCase()
      return palette.some((hex) => text.includes(hex))
    })
    expect(spelled).toEqual([])
  })
})
