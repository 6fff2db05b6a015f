/**
 * Frontmatter is data, never code: no field goes through an MDX or HTML compile (only the body is compiled, by
 * the MDX loader). A field holding a tag or braces is read as the characters typed and shown as text.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { catalogues } from '@/lib/i18n/messages'
import { readContent } from '@/lib/content/load'
import { edit, makeContent } from '@/lib/content/testing/fixture'

vi.mock('@/lib/i18n/request', () => ({ getLocale: () => 'en', messages: () => catalogues.en }))

const { PageHeading } = await import('./PageHeading')
const { Blocks } = await import('./Blocks')
const { JsonLd } = await import('@/components/site/JsonLd')

const SCRIPT = '<script>alert(1)</script>'
const CODE = '{process.env.GITHUB_TOKEN}'

async function page() {
  const changed = edit(
    'pages/who-we-are.en.mdx',
    'description: About us.',
    `description: About us.\nintro: "${SCRIPT}"\nblocks:\n  - heading: "${CODE}"\n    text: "<img src=x onerror=alert(1)> ${CODE}"`,
  )
  const { content, problems } = await readContent(makeContent(changed))
  expect(problems).toEqual([])
  return content!.pages.find((p) => p.data.slug === 'who-we-are')!.data
}

describe('a frontmatter string that looks like code', () => {
  it('is read as the characters typed', async () => {
    const data = await page()
    expect(data.intro).toBe(SCRIPT)
    expect(data.blocks?.[0]).toMatchObject({ heading: CODE, text: `<img src=x onerror=alert(1)> ${CODE}` })
  })

  it('is shown as text, never as a tag or code', async () => {
    const data = await page()
    const html = renderToStaticMarkup(
      <>
        <PageHeading title={data.title} intro={data.intro} writtenIn="en" />
        <Blocks blocks={data.blocks!} writtenIn="en" />
      </>,
    )
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain(`>${CODE}</h2>`)
    expect(html).toContain(`&lt;img src=x onerror=alert(1)&gt; ${CODE}`)
    expect(html).not.toMatch(/<script|<img/)
  })

  it("cannot close the search engines' data script", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: `</script>${SCRIPT}` }} />)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>')
  })
})

describe('what renders content', () => {
  const sources = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? sources(path.join(dir, e.name))
          : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
            ? [path.join(dir, e.name)]
            : [],
      )
  const files = [...sources('components'), ...sources('app'), 'mdx-components.tsx']

  it('writes HTML unescaped only as constant styles and the escaped data script', () => {
    // A new use is reviewed here: a field's text must never reach it.
    const unescaped = files.filter((f) => fs.readFileSync(f, 'utf8').includes('dangerouslySetInnerHTML')).sort()
    expect(unescaped).toEqual([
      'components/congregation/HeroSection.tsx',
      'components/page/LocationsList.tsx',
      'components/program/ProgramNav.tsx',
      'components/program/ProgramPage.tsx',
      'components/routes/SearchRoute.tsx',
      'components/site/JsonLd.tsx',
    ])
  })

  it('compiles no MDX or Markdown: only the MDX loader compiles bodies', () => {
    expect(
      files.filter((f) =>
        /(from |import\()['"](@mdx-js\/mdx|unified|remark[\w-]*|rehype[\w-]*|micromark[\w-]*|mdast[\w-]*|marked|markdown-it)['"]/.test(
          fs.readFileSync(f, 'utf8'),
        ),
      ),
    ).toEqual([])
  })
})
