/**
 * `npm run test:subpath`: the export built under /ministry (scripts/testing/build-subpath.ts), served from a
 * folder whose ministry/ sub-folder holds it, as on GitHub Pages. Every link and asset must carry the
 * sub-path. Not part of `npm test` (the extra build takes minutes); run it before changing base-path code.
 */
import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { SUBPATH_SITE } from './scripts/testing/build-subpath'

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1

export default defineConfig({
  ...base,
  testDir: 'e2e-subpath',
  projects: base.projects!.filter((p) => p.name === 'phone' || p.name === 'desktop'),
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node node_modules/serve/build/main.js "${SUBPATH_SITE}" --listen tcp://127.0.0.1:${PORT} --no-clipboard --no-port-switching --no-request-logging --config "${process.cwd()}/serve.json"`,
    url: `http://127.0.0.1:${PORT}/ministry/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
