/**
 * Where a congregation's poster is (docs/how-it-works.md, "Posters"), and the short address printed
 * under its QR code for those who cannot scan it.
 */
import { pathOf } from '../content/routes'

/** The poster's own folder below the congregation's page. */
export const POSTER_SEGMENT = 'poster'

/** `/raila/poster/` for `raila` (without a language prefix). */
export function posterPath(slug: string): string {
  return `${pathOf(slug)}${POSTER_SEGMENT}/`
}

/**
 * An address as a person types it: `https://www.example.org/sw/raila/` gives `example.org/sw/raila`: no scheme, no
 * "www.", no slash at the end (every browser adds them back).
 */
export function shortAddress(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
}
