import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['vitest.global-setup.ts'],
    // One test file per core (Vitest's default leaves one core free, for a watcher): on CI's two cores the
    // unit tests take two thirds of the time, and they run alone there, before the builds.
    maxWorkers: os.availableParallelism(),
  },
})
