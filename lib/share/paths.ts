/**
 * Where each page's link picture is (docs/sharing.md): one PNG per page and language in the export's
 * `share/` folder, `/share/en.png` for the English home page, `/share/sw/raila.png` for `/sw/raila/`. The
 * folder is a reserved slug (lib/content/pipeline/cross-check.ts), so no page can take its name; a page's
 * picture is named by its slug inside its language's folder, which no other page shares. The build step
 * (scripts/build/share-images.ts) writes them where the pages' meta tags (lib/seo.ts) name them: both ask here.
 */
import { localeOfPath, stripLocale } from '../i18n/locales'
import { basePath } from '../paths'

/** The folder of the link pictures, below the export's root. */
export const SHARE_DIR = 'share'

/**
 * A page's picture, below the base path, from the page's address in its language (`/`, `/raila/`, `/sw/tafuta/`).
 * The site's pages are its home page and one level of slugs, so the slug names the file.
 */
export function shareImagePath(address: string): string {
  const locale = localeOfPath(address)
  const slug = stripLocale(address).replace(/^\/|\/$/g, '')
  if (slug.includes('/'))
    throw new Error(`${address}: a link picture is made for a page at the site's first level only`)
  return slug ? `/${SHARE_DIR}/${locale}/${slug}.png` : `/${SHARE_DIR}/${locale}.png`
}

/** The picture's absolute address at the deployed site, as link previews fetch it: `origin` is siteOrigin(site). */
export function shareImageUrl(origin: string, address: string, base: string = basePath): string {
  return `${origin}${base}${shareImagePath(address)}`
}
