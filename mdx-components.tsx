import type { ComponentPropsWithoutRef } from 'react'
import type { MDXComponents } from 'mdx/types'
import { PendingFact } from '@/components/site/Pending'
import { isPending, markPending } from '@/lib/content/pending'
import { localePath } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

/**
 * A link in an MDX body: internal paths ("/church/") lead to the page in the page's language ("/sw/church/"
 * on a Kiswahili page, even in a body not translated yet) and get the base path, like every other internal
 * link; files ("/documents/x.pdf") keep their one address.
 */
function MdxLink({ href, ...props }: ComponentPropsWithoutRef<'a'>) {
  return <a href={href && !href.startsWith('//') ? withBase(localePath(getLocale(), href)) : href} {...props} />
}

/**
 * A paragraph of an MDX body; one that is only a "TODO: ..." placeholder is a pending fact (left out of the public
 * site).
 */
function MdxParagraph({ children, ...props }: ComponentPropsWithoutRef<'p'>) {
  const value: unknown = markPending(children)
  if (isPending(value)) return <PendingFact fact={value} as="p" />
  return <p {...props}>{children}</p>
}

// Required by @next/mdx in the App Router; prose styling comes from the .prose class in globals.css.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { a: MdxLink, p: MdxParagraph, ...components }
}
