/**
 * A page's meta tags as served, read from its HTML: the share step checks that each page names the picture it
 * wrote, and the e2e checks read what a link preview reads.
 */

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A page's `<meta property="...">` values by property (the first of each). */
export function metaProperties(html: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const name = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (name && content !== undefined && !found.has(name)) found.set(name, decode(content))
  }
  return found
}
