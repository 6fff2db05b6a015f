import { defineConfig } from 'vitest/config'

/**
 * `npm run test:hosts` (scripts/testing/hosts/hosts.check.ts): the hosts' own servers over out/, one host after the
 * other.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/testing/hosts/*.check.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
})
