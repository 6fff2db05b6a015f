import { defineConfig } from 'vitest/config'

/** `npm run test:hosts` (scripts/hosts/hosts.check.ts): the hosts' own servers over out/, one host after the other. */
export default defineConfig({
  test: { environment: 'node', include: ['scripts/hosts/*.check.ts'], fileParallelism: false, testTimeout: 30_000 },
})
