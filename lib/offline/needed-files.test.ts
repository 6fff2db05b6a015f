import { describe, expect, it } from 'vitest'
import { buildFilesIn, neededFiles } from './needed-files'

const site = 'https://example.test'
const islands = `${site}/_next/static/islands`

describe('the build files saved pages need', () => {
  it('are found in pages, modules and stylesheets, as full addresses', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/ab12.css"/><script type="module" src="/_next/static/islands/islands-entry-AAA.js"></script><link rel="modulepreload" href="/_next/static/islands/hydrate-BBB.js"/><img src="/media/x.webp"/>'
    expect(buildFilesIn(html, `${site}/raila/`)).toEqual([
      `${site}/_next/static/chunks/ab12.css`,
      `${islands}/islands-entry-AAA.js`,
      `${islands}/hydrate-BBB.js`,
    ])
    const code =
      'import{a as b}from"./chunk-CCC.js";const c=()=>import("./copy-button-DDD.js");await l(new URL("./swiper-EEE.css",import.meta.url).href)'
    expect(buildFilesIn(code, `${islands}/islands-entry-AAA.js`)).toEqual([
      `${islands}/chunk-CCC.js`,
      `${islands}/copy-button-DDD.js`,
      `${islands}/swiper-EEE.css`,
    ])
    expect(
      buildFilesIn('@font-face{src:url(../media/font-FFF.woff2)}', `${site}/_next/static/chunks/ab12.css`),
    ).toEqual([`${site}/_next/static/media/font-FFF.woff2`])
  })

  it('under a base path, keep it', () => {
    expect(
      buildFilesIn('<script src="/ministry/_next/static/islands/islands-entry-AAA.js">', `${site}/ministry/raila/`),
    ).toEqual([`${site}/ministry/_next/static/islands/islands-entry-AAA.js`])
  })

  it("are every module reachable from a saved page, an earlier deploy's too, and nothing else", () => {
    const texts = new Map([
      [`${islands}/islands-entry-OLD.js`, 'import("./hero-OLD.js");import("./hydrate-OLD.js")'],
      [`${islands}/hero-OLD.js`, 'import"./chunk-OLD.js"'],
      [`${islands}/chunk-OLD.js`, ''],
      [`${islands}/islands-entry-NEW.js`, 'import("./hero-NEW.js")'],
      [`${islands}/hero-NEW.js`, ''],
      [`${islands}/gone-OLDER.js`, ''],
    ])
    const pages = [
      {
        url: `${site}/raila/`,
        html: '<script type="module" src="/_next/static/islands/islands-entry-OLD.js"></script>',
      },
    ]
    const needed = neededFiles(pages, texts, [`${islands}/islands-entry-NEW.js`])
    expect([...needed].sort()).toEqual(
      [
        `${islands}/islands-entry-OLD.js`,
        `${islands}/hero-OLD.js`,
        `${islands}/chunk-OLD.js`,
        `${islands}/hydrate-OLD.js`,
        `${islands}/islands-entry-NEW.js`,
        `${islands}/hero-NEW.js`,
      ].sort(),
    )
    expect(needed.has(`${islands}/gone-OLDER.js`)).toBe(false)
  })
})
