import type { MDXComponents } from 'mdx/types'

// Required by @next/mdx in the App Router; prose styling comes from the .prose class in globals.css.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components }
}
