import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { digitsOf } from './numbers'
import { decodeSearchFragment, givingNumbersInSearchFragment } from './search-numbers'
import { DISGUISES, NOT_ACCOUNTS, testFacts as facts, written } from './testing/disguises'

type Pagefind = typeof import('pagefind')
let pagefind: Pagefind | undefined
afterAll(async () => {
  await pagefind?.close()
})

/** The fragment files Pagefind itself writes for these pages (as the search step does), by their path. */
async function fragmentsOf(
  pages: { url: string; html: string }[],
  options: { maxFragments?: number } = {},
): Promise<Uint8Array[]> {
  pagefind ??= await import('pagefind')
  const { index } = await pagefind.createIndex(options)
  for (const { url, html } of pages) await index!.addHTMLFile({ url, content: html })
  const { files } = await index!.getFiles()
  await index!.deleteIndex()
  return files.filter((f) => f.path.startsWith('fragment/')).map((f) => f.content)
}
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
const page = (main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Raila</title></head><body><main data-pagefind-body>${main}</main></body></html>`
const readDigits = (fragments: Uint8Array[]) =>
  fragments.flatMap((f) => givingNumbersInSearchFragment(f, facts)).map((f) => digitsOf(f.read ?? f.number))

describe("the guard on the search index's fragments", () => {
  it("decodes Pagefind's fragment files: gzip, the signature pagefind_dcd, then one page's JSON or a group of them", async () => {
    const [single] = await fragmentsOf([{ url: '/raila/', html: page('<h1 id="top">Raila</h1><p>Sunday service</p>') }])
    expect(decodeSearchFragment(single!)).toEqual([
      expect.objectContaining({
        url: '/raila/',
        content: expect.stringContaining('Sunday service'),
        meta: expect.objectContaining({ title: 'Raila' }),
      }),
    ])
    const grouped = await fragmentsOf(
      [1, 2, 3].map((n) => ({ url: `/page-${n}/`, html: page(`<p>Page ${n}</p>`) })),
      { maxFragments: 1 },
    )
    expect(
      grouped
        .flatMap(decodeSearchFragment)
        .map((p) => p.url)
        .sort(),
    ).toEqual(['/page-1/', '/page-2/', '/page-3/'])
    // Already decompressed (a host that serves it so), and not a fragment at all.
    expect(decodeSearchFragment(new TextEncoder().encode('pagefind_dcd{"url":"/a/","content":"A"}'))).toEqual([
      { url: '/a/', content: 'A' },
    ])
    expect(() => decodeSearchFragment(gzipSync('{"url":"/a/"}'))).toThrow(/not a Pagefind fragment/)
  })

  it("finds every disguised number in a result's excerpt, its description, its filters and its headings", async () => {
    const pages = DISGUISES.map((d, i) => ({
      url: `/p${i}/`,
      html: page(`<p>${escape(written(d))}</p>`),
    }))
    const inMeta = DISGUISES.map((d, i) => ({
      url: `/m${i}/`,
      html: page(
        `<p data-pagefind-meta="description:${escape(written(d))}">Welcome</p><p data-pagefind-filter="region:${escape(written(d))}">West</p>`,
      ),
    }))
    const inHeading = DISGUISES.map((d, i) => ({
      url: `/h${i}/`,
      html: page(`<h2 id="give">${escape(written(d))}</h2>`),
    }))
    for (const set of [pages, inMeta, inHeading]) {
      const found = readDigits(await fragmentsOf(set))
      for (const d of DISGUISES) expect(found, written(d)).toContain(d.digits)
    }
  })

  it('passes what is no account, and the guarded and declared numbers the pages show in their marks and placeholders', async () => {
    const fragments = await fragmentsOf(
      NOT_ACCOUNTS.map((text, i) => ({ url: `/n${i}/`, html: page(`<p>${escape(text)}</p>`) })),
    )
    expect(fragments.flatMap((f) => givingNumbersInSearchFragment(f, facts))).toEqual([])
    const [support] = await fragmentsOf([
      {
        url: '/support/',
        html: page('<p>Give by M-Pesa paybill 247247.</p><p>To supply: a contact number, e.g. 0700 000 001</p>'),
      },
    ])
    expect(readDigits([support!])).toEqual(['247247', '0700000001'])
    expect(givingNumbersInSearchFragment(support!, facts, new Set(['247247', '0700000001']))).toEqual([])
  })
})
