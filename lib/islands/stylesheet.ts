/**
 * Links a stylesheet that code fetched later needs (swiper's, for the testimonials carousel) and
 * resolves once it has loaded, so that code renders styled. The islands' build turns such a CSS
 * import into a call to this (scripts/build/islands/bundle.ts); a failed stylesheet does not stop the code.
 */
export function linkStylesheet(href: string): Promise<void> {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href))
    return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => resolve()
    document.head.append(link)
  })
}
