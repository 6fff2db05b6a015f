/**
 * `npm run test:subpath` (first half): builds the export with NEXT_PUBLIC_BASE_PATH=/ministry in a
 * temporary copy of the project (out/ is left alone) and places it at <tmp>/ministry-subpath-site/ministry/,
 * as GitHub Pages serves a project site. playwright.subpath.config.ts serves that folder and tests it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copyProject, removeCopy, runIn } from './temp-build'

export const SUBPATH = '/ministry'
export const SUBPATH_SITE = process.env.SUBPATH_SITE ?? path.join(os.tmpdir(), 'ministry-subpath-site')

if (process.argv[1]?.endsWith('build-subpath.ts')) {
  const copy = copyProject('subpath-build-')
  try {
    const ms = runIn(copy, ['run', '-s', 'build'], { NEXT_PUBLIC_BASE_PATH: SUBPATH })
    fs.rmSync(SUBPATH_SITE, { recursive: true, force: true })
    fs.mkdirSync(SUBPATH_SITE, { recursive: true })
    fs.cpSync(path.join(copy, 'out'), path.join(SUBPATH_SITE, SUBPATH.slice(1)), { recursive: true })
    // The host answers unknown paths with the site's 404 page, as GitHub Pages does.
    fs.copyFileSync(path.join(copy, 'out', '404.html'), path.join(SUBPATH_SITE, '404.html'))
    console.log(`✓ Built under ${SUBPATH} in ${(ms / 1000).toFixed(0)} s: ${SUBPATH_SITE}${SUBPATH}/`)
  } finally {
    removeCopy(copy)
  }
}
