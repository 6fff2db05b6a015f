/** The sub-path the site is published under (GitHub project pages); empty at a domain's root. */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** Whether an href leads to another site (`https://...`, `//host/...`), not to a path of this one. */
export function leadsElsewhere(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim())
}

/** An href for a plain <a>: internal paths get the base path, others pass through. */
export function withBase(href: string): string {
  return href.startsWith('/') ? `${basePath}${href}` : href
}
