/**
 * The compiled MDX body of a content file. Each folder is its own import pattern so the
 * bundler only compiles .mdx files of that folder (never images or READMEs beside them).
 */
import type { MDXContent } from 'mdx/types'

export async function loadBody(source: string): Promise<MDXContent> {
  const name = source.replace(/^.*\//, '').replace(/\.mdx$/, '')
  if (source.startsWith('pages/')) return (await import(`@/content/pages/${name}.mdx`)).default
  if (source.startsWith('congregations/')) return (await import(`@/content/congregations/${name}.mdx`)).default
  if (source === 'home.mdx') return (await import('@/content/home.mdx')).default
  throw new Error(`No MDX body loader for content/${source}`)
}
