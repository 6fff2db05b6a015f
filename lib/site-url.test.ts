import { describe, expect, it } from 'vitest'
import { LOCAL_ORIGIN, MISSING_SITE_URL, siteOrigin } from './site-url'

const pending = { url: { pending: 'the public address of the site' } }

describe("the site's address", () => {
  it('comes from NEXT_PUBLIC_SITE_URL, else the content, else the host', () => {
    expect(siteOrigin({ url: 'https://church.example/' }, { NEXT_PUBLIC_SITE_URL: 'https://other.example' })).toBe(
      'https://other.example',
    )
    expect(siteOrigin({ url: 'https://church.example/' }, {})).toBe('https://church.example')
    expect(
      siteOrigin(pending, {
        NETLIFY: 'true',
        CONTEXT: 'production',
        URL: 'https://church.netlify.app',
        DEPLOY_PRIME_URL: 'https://deploy-preview-4--church.netlify.app',
      }),
    ).toBe('https://church.netlify.app')
    expect(
      siteOrigin(pending, {
        NETLIFY: 'true',
        CONTEXT: 'deploy-preview',
        URL: 'https://church.netlify.app',
        DEPLOY_PRIME_URL: 'https://deploy-preview-4--church.netlify.app',
      }),
    ).toBe('https://deploy-preview-4--church.netlify.app')
    expect(siteOrigin(pending, { CF_PAGES: '1', CF_PAGES_URL: 'https://abc.church.pages.dev' })).toBe(
      'https://abc.church.pages.dev',
    )
  })

  it('is localhost for a local build without one, and stops a deployment build without one, saying where to set it', () => {
    expect(siteOrigin(pending, {})).toBe(LOCAL_ORIGIN)
    expect(() => siteOrigin(pending, { SITE_DEPLOY: '1' })).toThrow(MISSING_SITE_URL)
    expect(() => siteOrigin(pending, { CF_PAGES: '1' })).toThrow(/content\/site\.en\.mdx.*NEXT_PUBLIC_SITE_URL/)
    expect(siteOrigin(pending, { SITE_DEPLOY: '1', NEXT_PUBLIC_SITE_URL: 'https://church.example' })).toBe(
      'https://church.example',
    )
  })
})
