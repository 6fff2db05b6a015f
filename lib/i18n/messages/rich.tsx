/**
 * A sentence with markup in it (a link, a number in bold) written as one text with `{name}` placeholders,
 * so each language can put them where its grammar wants. The one way the site puts elements into a
 * sentence, on the server and in islands alike: it imports no catalogue and nothing server-only.
 */
import { Fragment, type ReactNode } from 'react'
import type { NamesOf } from './fill'

/**
 * `rich('See {link} for more.', { link: <a href="/">our churches</a> })`: the text with the nodes in place
 * of the placeholders. As with `fill`, a placeholder without a value throws.
 */
export function rich<T extends string>(template: T, values: Record<NamesOf<T>, ReactNode>): ReactNode {
  const given: Record<string, ReactNode> = values
  // split() with a capturing group puts each placeholder's name at the odd indexes.
  return template.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return part
    if (!(part in given)) throw new Error(`No value for {${part}} in "${template}"`)
    return <Fragment key={i}>{given[part]}</Fragment>
  })
}
