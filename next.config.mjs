import createMDX from '@next/mdx'

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
}

// Plugin names as strings: Turbopack can only pass serializable loader options.
const withMDX = createMDX({
  options: {
    remarkPlugins: [['remark-frontmatter', ['yaml']], 'remark-gfm'],
  },
})

export default withMDX(nextConfig)
