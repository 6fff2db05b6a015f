/**
 * Which build files the saved pages still need (docs/offline.md, "Updates"): a saved page of an
 * earlier deploy runs that deploy's modules, which the new deploy no longer serves, so the service
 * worker keeps each of them while a saved page refers to it, directly or through another module, and
 * lets go of the rest. Pure steps on addresses and texts, so they are tested without a browser.
 */

/** The build's hashed files: scripts, stylesheets, fonts (below the base path). */
const BUILD_FILES = '/_next/static/'

/** Whether a build file can refer to others (a script's imports, a stylesheet's `url(...)`), so its text is read. */
export const refersToOthers = (address: string) => /\.(m?js|css)(\?|$)/.test(address)

/**
 * The build files a text refers to, as full addresses: a page's `src`/`href`, a module's `import`s and
 * `new URL('./x.css', import.meta.url)`, a stylesheet's `url(...)`. `from` is the text's own address.
 */
export function buildFilesIn(text: string, from: string): string[] {
  const found = new Set<string>()
  const add = (reference: string) => {
    const address = new URL(reference, from)
    if (address.pathname.includes(BUILD_FILES)) found.add(address.origin + address.pathname)
  }
  // Addresses of build files in attributes (rooted or full), and relative ones between modules.
  for (const [, reference] of text.matchAll(/["'(`]([^"'()`\s<>]*\/_next\/static\/[^"'()`\s<>]+)/g)) add(reference!)
  for (const [, reference] of text.matchAll(/["'(`](\.\.?\/[^"'()`\s]+\.(?:m?js|css|woff2?|ttf|otf|svg|png|webp))/g))
    add(reference!)
  return [...found]
}

/**
 * The build files reachable from the pages' texts through the files' texts: what to keep. `texts`
 * holds the text of each saved build file that can refer to others (scripts and stylesheets).
 */
export function neededFiles(
  pages: { url: string; html: string }[],
  texts: Map<string, string>,
  alsoKeep: string[] = [],
): Set<string> {
  const needed = new Set<string>()
  const visit = (address: string) => {
    if (needed.has(address)) return
    needed.add(address)
    const text = texts.get(address)
    if (text !== undefined) for (const next of buildFilesIn(text, address)) visit(next)
  }
  for (const page of pages) for (const address of buildFilesIn(page.html, page.url)) visit(address)
  for (const address of alsoKeep) visit(address)
  return needed
}
