/**
 * `npm run bench:build`: how the build grows with the content. In a temporary copy of the project it
 * times the content check and `next build` with the real content, then again with 300 generated
 * congregations (made by the scaffolder, so each has every section), and prints the growth.
 */
import fs from 'node:fs'
import path from 'node:path'
import { newCongregation, writeScaffold } from './scaffold'
import { copyProject, removeCopy, runIn } from './temp-build'

const EXTRA = Number(process.env.BENCH_CONGREGATIONS ?? 300)

function htmlPages(out: string): number {
  return fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length
}

function measure(copy: string, label: string) {
  const check = runIn(copy, ['run', '-s', 'check:content'])
  const build = runIn(copy, ['exec', '--', 'next', 'build'])
  const pages = htmlPages(path.join(copy, 'out'))
  console.log(`${label.padEnd(34)} ${String(pages).padStart(5)} pages   check ${(check / 1000).toFixed(1).padStart(5)} s   next build ${(build / 1000).toFixed(1).padStart(6)} s`)
  return { pages, check, build }
}

const copy = copyProject('build-cost-')
try {
  console.log(`Timing in ${copy} (${EXTRA} extra congregations)…`)
  const real = measure(copy, 'real content')
  const content = path.join(copy, 'content')
  const regions = ['Nairobi', 'Lamu', 'Kilifi', 'Western', 'Mombasa']
  for (let i = 1; i <= EXTRA; i++)
    writeScaffold(content, newCongregation(content, { name: `Bench Congregation ${String(i).padStart(3, '0')}`, region: regions[i % regions.length]! }))
  const grown = measure(copy, `+ ${EXTRA} generated congregations`)
  const perPage = (grown.build - real.build) / Math.max(1, grown.pages - real.pages)
  console.log(
    `Growth: ×${(grown.build / real.build).toFixed(2)} build time for ×${(grown.pages / real.pages).toFixed(2)} pages; ` +
      `about ${perPage.toFixed(0)} ms of next build per extra page; content check ×${(grown.check / real.check).toFixed(2)}.`,
  )
} finally {
  removeCopy(copy)
}
