import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const include = ['lib/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']

/**
 * Test files that replace a module with a mock (vi.mock, vi.doMock): each runs with a module graph of its
 * own. Every other file shares its worker's modules with the files that ran before it there (Vitest's
 * `isolate: false`): the same tests in two fifths of the time, as most of it went to importing the same
 * modules again for each file. A file that changes what other files see (a global, the environment)
 * restores it after its tests.
 */
const mocking = ['lib', 'components', 'scripts']
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  )
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
  )

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    environment: 'node',
    globalSetup: ['vitest.global-setup.ts'],
    // One test file per core (Vitest's default leaves one core free, for a watcher): on CI's two cores the
    // unit tests take two thirds of the time, and they run alone there, before the builds.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
      },
      // An empty include would not mean "no files": the group is left out when no file mocks a module.
      ...(mocking.length ? [{ extends: true as const, test: { name: 'mocking', include: mocking } }] : []),
    ],
  },
})
