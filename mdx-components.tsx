import type { ComponentPropsWithoutRef } from 'react'
import type { MDXComponents } from 'mdx/types'
import { withBase } from '@/lib/paths'

/** A link in an MDX body: internal paths ("/church/") get the base path, like every other internal link. */
function MdxLink({ href, ...props }: ComponentPropsWithoutRef<'a'>) {
  return <a href={href && !href.startsWith('//') ? withBase(href) : href} {...props} />
}

// Required by @next/mdx in the App Router; prose styling comes from the .prose class in globals.css.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { a: MdxLink, ...components }
}
