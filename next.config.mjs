import fs from 'node:fs'
import createMDX from '@next/mdx'

// Third-party settings (EmailJS, PayPal): a variable the build environment does not set takes its
// safe default from .env.example. A variable set to an empty value stays empty (sending is off).
for (const line of fs.readFileSync(new URL('./.env.example', import.meta.url), 'utf8').split('\n')) {
  const match = /^(NEXT_PUBLIC_[A-Z0-9_]+)=(.*)$/.exec(line.trim())
  if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2]
}

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
    // Headings get ids (`## Our Vision` -> #our-vision), so content can link to them; the content check
    // compiles bodies with the same plugins (lib/content/mdx-check.ts).
    rehypePlugins: ['rehype-slug'],
  },
})

export default withMDX(nextConfig)
