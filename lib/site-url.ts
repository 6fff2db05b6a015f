/**
 * The published site's address, for canonical links, the sitemap, calendar files and share texts. It
 * comes from NEXT_PUBLIC_SITE_URL, else `url` in content/site.en.mdx, else the host's own variable
 * (Netlify's URL, or DEPLOY_PRIME_URL for its deploy previews; Cloudflare Pages' CF_PAGES_URL). A build
 * for deployment (on Netlify or Cloudflare Pages, or with SITE_DEPLOY=1 as the GitHub Pages workflow
 * sets it) without any of them stops with where to set it; a local build uses http://localhost:3000.
 */
import { real } from './content/pending'
import type { Site } from './content/types'
import { basePath } from './paths'

type Env = Record<string, string | undefined>

export const LOCAL_ORIGIN = 'http://localhost:3000'

/** Whether this build is for a host (not a local `npm start` or the tests). */
export function isDeploymentBuild(env: Env = process.env): boolean {
  return env.SITE_DEPLOY === '1' || env.NETLIFY === 'true' || env.CF_PAGES === '1'
}

/** The host's own address for this build, when it runs on Netlify or Cloudflare Pages. */
function hostOrigin(env: Env): string | undefined {
  if (env.NETLIFY === 'true')
    return (env.CONTEXT === 'production' ? env.URL : env.DEPLOY_PRIME_URL || env.URL) || undefined
  if (env.CF_PAGES === '1') return env.CF_PAGES_URL || undefined
  return undefined
}

export const MISSING_SITE_URL =
  "This build is for deployment but names no site address, so its pages, sitemap, calendar files and share texts would point at localhost. Set the site's address (e.g. https://www.example.org) as url: in content/site.en.mdx, or as NEXT_PUBLIC_SITE_URL in the host's build settings (docs/deploy.md)."

/** The site's origin without a trailing slash. Throws MISSING_SITE_URL in a deployment build without an address. */
export function siteOrigin(site: Pick<Site, 'url'>, env: Env = process.env): string {
  const origin = env.NEXT_PUBLIC_SITE_URL || real(site.url) || hostOrigin(env)
  if (!origin && isDeploymentBuild(env)) throw new Error(MISSING_SITE_URL)
  return (origin || LOCAL_ORIGIN).replace(/\/$/, '')
}

export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return `${siteOrigin(site)}${basePath}${path}`
}
