import { fileURLToPath } from 'node:url'
import createMDX from '@next/mdx'
import { BODY_ID_PREFIX } from './lib/content/body-rules.mjs'

// Third-party settings (EmailJS, PayPal) come from Next.js's own .env loading: the committed .env holds
// safe defaults, .env.local or the build environment override them; a variable set to an empty value
// stays empty (sending is off).

// A project site on GitHub Pages lives under a sub-path (e.g. /ministry); set it at build time.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH || ''

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Every route becomes a folder with index.html: any static host serves it without rewrite rules.
  trailingSlash: true,
  basePath,
  pageExtensions: ['ts', 'tsx', 'mdx'],
  poweredByHeader: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // The build type-checks the site's own code; `npm run typecheck` checks tests and tooling too.
  // SITE_TYPES_CHECKED=1: a build of code whose types another build of the same run has just checked
  // (the throw-away copies of scripts/testing/temp-build.ts), so it skips that step.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
  // SITE_BUILD_CACHE=off: a build nothing builds again from (a throw-away copy), so it writes no cache.
  experimental: { turbopackFileSystemCacheForBuild: process.env.SITE_BUILD_CACHE !== 'off' },
}

/**
 * How content bodies are compiled (exported for the test that compiles with exactly these,
 * lib/content/mdx-compile.test.ts).
 * Plugins are named by strings, resolved by the MDX loader: Turbopack can only pass serializable loader options.
 * The content check compiles bodies with the same plugins (lib/content/pipeline/mdx-check.ts).
 */
export const mdxOptions = {
  remarkPlugins: [
    ['remark-frontmatter', ['yaml']],
    'remark-gfm',
    // The guard: a body holds only what content may (docs/content-is-data.md), or the build stops. An absolute
    // path, as the loader resolves names from each .mdx file's folder.
    fileURLToPath(new URL('./lib/content/remark-body-rules.mjs', import.meta.url)),
  ],
  // Headings get ids (`## Our Vision` -> #text-our-vision), so content can link to them; the prefix keeps them
  // apart from the ids of the page's own sections (#contact, #give...).
  rehypePlugins: [['rehype-slug', { prefix: BODY_ID_PREFIX }]],
}

const withMDX = createMDX({ options: mdxOptions })

export default withMDX(nextConfig)
