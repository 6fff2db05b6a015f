import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * `npm run test:files`: the checks that read the builds' files with no browser (e2e/files/*.check.ts: links,
 * proofreading, the export guard), in parallel, one file per core. They read out/ and out-fixture/, so they run
 * after the builds (`npm test`); each file says which build it reads (e2e/site-env.ts), in a process of its own.
 */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    environment: 'node',
    include: ['e2e/files/*.check.ts'],
    maxWorkers: os.availableParallelism(),
    testTimeout: 120_000,
  },
})
