/**
 * The build's own guard, with the content check bypassed: each body is compiled by @mdx-js/mdx with the very
 * plugins next.config.mjs gives the MDX loader, resolved as the loader resolves them (from the .mdx file's
 * folder). Every attack must stop the compile with the check's words, file and place; what an editor may write
 * compiles and renders as text.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, evaluate } from '@mdx-js/mdx'
import type { MDXComponents } from 'mdx/types'
import { createElement, type ComponentPropsWithoutRef } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BODY_ID_PREFIX } from './body-rules.mjs'
import { allowed, ATTACK_FILE, attacks, fileWith } from './testing/body-attacks'

type Plugin = string | [string, ...unknown[]]
type MdxOptions = { remarkPlugins: Plugin[]; rehypePlugins: Plugin[] }

const root = process.cwd()
const configUrl = pathToFileURL(path.join(root, 'next.config.mjs')).href
const { mdxOptions } = (await import(configUrl)) as { mdxOptions: MdxOptions }

/** As @next/mdx's loader does: each name resolved from the folder of the file it compiles, then imported. */
const contentFolder = path.join(root, 'content', 'pages')
const load = async (name: string) => {
  const found = createRequire(path.join(contentFolder, 'x.mdx')).resolve(name)
  const plugin = (await import(pathToFileURL(found).href)) as { default?: unknown }
  return plugin.default ?? plugin
}
const resolve = (plugins: Plugin[]) =>
  Promise.all(plugins.map(async (p) => (Array.isArray(p) ? [await load(p[0]), ...p.slice(1)] : load(p))))
const options = {
  remarkPlugins: await resolve(mdxOptions.remarkPlugins),
  rehypePlugins: await resolve(mdxOptions.rehypePlugins),
} as Parameters<typeof compile>[1]

/** The file as the loader gives it: its absolute path, compiled from the project's folder. */
const asLoaded = (body: string) => ({ value: fileWith(body), path: path.join(root, ATTACK_FILE), cwd: root })

async function rendered(body: string, components: MDXComponents = {}) {
  const { default: Content } = await evaluate(asLoaded(body), { ...runtime, ...options } as Parameters<
    typeof evaluate
  >[1])
  return renderToStaticMarkup(createElement(Content, { components }))
}

describe('the build refuses every attack, with the check skipped', () => {
  it("compiles with the guard among next.config.mjs's plugins, and the others the content check uses too", () => {
    // A plugin added in next.config.mjs is added to the check's processor as well (pipeline/mdx-check.ts).
    expect(mdxOptions).toEqual({
      remarkPlugins: [
        ['remark-frontmatter', ['yaml']],
        'remark-gfm',
        path.join(root, 'lib', 'content', 'remark-body-rules.mjs'),
      ],
      rehypePlugins: [['rehype-slug', { prefix: BODY_ID_PREFIX }]],
    })
  })

  it.each(attacks)('%s', async (_what, body, expected) => {
    const lines = expected.map((line) => `${ATTACK_FILE}:${line.replace(/^(\d+:\d+): /, '$1: (body): ')}`)
    await expect(compile(asLoaded(body), options)).rejects.toMatchObject({ message: lines.join('\n') })
  })
})

describe('the build compiles what an editor may write', () => {
  it.each(allowed)('%s', async (_what, body) => {
    await expect(compile(asLoaded(body), options)).resolves.toBeDefined()
  })

  it("gives headings ids that cannot take a section's place", async () => {
    expect(await rendered('## Contact\n\n## Give')).toBe(
      '<h2 id="text-contact">Contact</h2>\n<h2 id="text-give">Give</h2>',
    )
  })

  it("renders an <a> tag as a Markdown link, through the site's link (base path and language)", async () => {
    const a = ({ href, ...props }: ComponentPropsWithoutRef<'a'>) =>
      createElement('a', { ...props, href: `/base${href}` })
    expect(await rendered('<a href="/church/" title="Churches" lang="sw">Makanisa</a>', { a })).toBe(
      '<a title="Churches" lang="sw" href="/base/church/">Makanisa</a>',
    )
  })

  it('shows a literal title as text', async () => {
    expect(await rendered('The <abbr title="Africa Inland Church">AIC</abbr>.')).toBe(
      '<p>The <abbr title="Africa Inland Church">AIC</abbr>.</p>',
    )
  })
})

describe('frontmatter is never compiled', () => {
  it('leaves the fields out of the compiled body, whatever they hold', async () => {
    const file = {
      ...asLoaded('Hello.'),
      value:
        '---\ntitle: "<script>alert(1)</script>"\nintro: "{process.env.TOKEN}"\nnote: <img src=x onerror=alert(1)>\n---\nHello.\n',
    }
    const code = String(await compile(file, options))
    expect(code).not.toMatch(/script|process|onerror/)
    const { default: Content } = await evaluate(file, { ...runtime, ...options } as Parameters<typeof evaluate>[1])
    expect(renderToStaticMarkup(createElement(Content))).toBe('<p>Hello.</p>')
  })
})
