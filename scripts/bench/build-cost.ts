/**
 * `npm run bench:build`: how the build grows with the content. In a temporary copy of the project it
 * times the content check and `next build` with the real content, then again with 300 generated
 * congregations (made by the scaffolder, so each has every section), and prints the growth.
 */
import path from 'node:path'
import { exportPages } from '../../lib/list-files'
import { newCongregation, writeScaffold } from '../editors/scaffold'
import { copyProject, removeCopy, runIn } from '../testing/temp-build'

const EXTRA = Number(process.env.BENCH_CONGREGATIONS ?? 300)
/** The content check (`npm run check:content`, start-up included) must stay quick for editors. */
const CHECK_BUDGET_MS = { real: 5_000, grown: 20_000 }

function measure(copy: string, label: string) {
  const check = runIn(copy, ['run', '-s', 'check:content'])
  const build = runIn(copy, ['exec', '--', 'next', 'build'])
  const pages = exportPages(path.join(copy, 'out')).length
  console.log(
    `${label.padEnd(34)} ${String(pages).padStart(5)} pages   check ${(check / 1000).toFixed(1).padStart(5)} s   next build ${(build / 1000).toFixed(1).padStart(6)} s`,
  )
  return { pages, check, build }
}

const copy = copyProject('build-cost-')
try {
  console.log(`Timing in ${copy} (${EXTRA} extra congregations)…`)
  const real = measure(copy, 'real content')
  const content = path.join(copy, 'content')
  const regions = ['Nairobi', 'Lamu', 'Kilifi', 'Western', 'Mombasa']
  for (let i = 1; i <= EXTRA; i++)
    writeScaffold(
      content,
      newCongregation(content, {
        name: `Bench Congregation ${String(i).padStart(3, '0')}`,
        region: regions[i % regions.length]!,
      }),
    )
  const grown = measure(copy, `+ ${EXTRA} generated congregations`)
  const perPage = (grown.build - real.build) / Math.max(1, grown.pages - real.pages)
  console.log(
    `Growth: ×${(grown.build / real.build).toFixed(2)} build time for ×${(grown.pages / real.pages).toFixed(2)} pages; ` +
      `about ${perPage.toFixed(0)} ms of next build per extra page; content check ×${(grown.check / real.check).toFixed(2)}.`,
  )
  const over = [
    ...(real.check > CHECK_BUDGET_MS.real
      ? [
          `content check on the real content took ${(real.check / 1000).toFixed(1)} s (budget ${CHECK_BUDGET_MS.real / 1000} s)`,
        ]
      : []),
    ...(grown.check > CHECK_BUDGET_MS.grown
      ? [
          `content check with ${EXTRA} more congregations took ${(grown.check / 1000).toFixed(1)} s (budget ${CHECK_BUDGET_MS.grown / 1000} s)`,
        ]
      : []),
  ]
  for (const line of over) console.error(`✗ ${line}`)
  if (over.length === 0)
    console.log(
      `Content check within budget: under ${CHECK_BUDGET_MS.real / 1000} s, and under ${CHECK_BUDGET_MS.grown / 1000} s with ${EXTRA} more congregations.`,
    )
  process.exitCode = over.length > 0 ? 1 : 0
} finally {
  removeCopy(copy)
}
