/**
 * The compiled MDX body of a content file. Each folder is its own import pattern so the
 * bundler only compiles .mdx files of that folder (never images or READMEs beside them).
 */
import type { MDXContent } from 'mdx/types'

export async function loadBody(source: string): Promise<MDXContent> {
  const name = source.replace(/^.*\//, '').replace(/\.mdx$/, '')
  if (source.startsWith('pages/')) return (await import(`@/content/pages/${name}.mdx`)).default
  if (source.startsWith('congregations/')) return (await import(`@/content/congregations/${name}.mdx`)).default
  if (source.startsWith('home.')) return (await import(`@/content/home.${name.slice('home.'.length)}.mdx`)).default
  throw new Error(`No MDX body loader for content/${source}`)
}
