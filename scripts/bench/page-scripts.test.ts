import { describe, expect, it } from 'vitest'
import { containsReact, exportFile, islandsReactVersion } from './page-scripts'

describe("the bench's facts about a page's scripts", () => {
  it('React is recognised by its version string, whatever the file is named', () => {
    const version = islandsReactVersion(process.cwd())
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
    expect(containsReact(`var x={};exports.version="${version}";`, version)).toBe(true)
    expect(containsReact(`if(e!=='${version}')throw Error(527)`, version)).toBe(true)
    // An island's own code, without React in it.
    expect(containsReact('customElements.define("island-root",class extends HTMLElement{})', version)).toBe(false)
  })

  it("a script's address names its file below out/, with the base path taken off", () => {
    expect(exportFile('https://localhost:4443/_next/static/islands/chunk-AB12.js', '')).toBe(
      '_next/static/islands/chunk-AB12.js',
    )
    expect(exportFile('http://127.0.0.1:4190/site/_next/static/islands/a%20b.js?v=1', '/site')).toBe(
      '_next/static/islands/a b.js',
    )
  })
})
