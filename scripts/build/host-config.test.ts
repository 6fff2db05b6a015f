import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, runsSearch } from './host-config'

describe('the Content-Security-Policy of a page', () => {
  it("allows WebAssembly only on a page that runs the site's search, and no other eval anywhere", () => {
    const search = '<main><island-root data-island="site-search" data-props="{}" class="contents"></island-root></main>'
    expect(runsSearch(search)).toBe(true)
    expect(
      runsSearch('<main><island-root data-island="church-finder"></island-root><a href="/search/">Search</a></main>'),
    ).toBe(false)
    expect(contentSecurityPolicy([], { wasm: true })).toMatch(/script-src 'self' 'wasm-unsafe-eval';/)
    expect(contentSecurityPolicy([])).toMatch(/script-src 'self';/)
    for (const policy of [contentSecurityPolicy([], { wasm: true }), contentSecurityPolicy([])]) {
      expect(policy).not.toContain("'unsafe-eval'")
      expect(policy).toContain("worker-src 'self';")
    }
  })
})
