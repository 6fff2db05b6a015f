import createMDX from '@next/mdx'

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
  typescript: { tsconfigPath: 'tsconfig.build.json' },
}

// Plugin names as strings: Turbopack can only pass serializable loader options.
const withMDX = createMDX({
  options: {
    remarkPlugins: [['remark-frontmatter', ['yaml']], 'remark-gfm'],
    // Headings get ids (`## Our Vision` -> #our-vision), so content can link to them; the content check
    // compiles bodies with the same plugins (lib/content/pipeline/mdx-check.ts).
    rehypePlugins: ['rehype-slug'],
  },
})

export default withMDX(nextConfig)
