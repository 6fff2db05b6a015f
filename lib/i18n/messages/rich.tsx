/**
 * A sentence with markup in it (a link, a number in bold) written as one text with `{name}` placeholders,
 * so each language can put them where its grammar wants. Imports no catalogue, so islands may use it.
 */
import { Fragment, type ReactNode } from 'react'

/** `rich('See {link} for more.', { link: <a href="/">our churches</a> })`: the text with the nodes in place of the placeholders. */
export function rich(template: string, values: Record<string, ReactNode>): ReactNode {
  // split() with a capturing group puts each placeholder's name at the odd indexes.
  return template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>))
}
