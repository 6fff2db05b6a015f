/**
 * Reading a parsed page (parse5's tree): the small helpers the proofreading check and the giving guard
 * share when they walk an exported page's HTML.
 */
import type { DefaultTreeAdapterTypes as T } from 'parse5'

export const attr = (element: T.Element, name: string) => element.attrs.find((a) => a.name === name)?.value
export const isElement = (node: T.ChildNode): node is T.Element => 'tagName' in node
/** An element's children, a <template>'s from its content. */
export const childrenOf = (element: T.Element): T.ChildNode[] =>
  element.tagName === 'template' ? (element as T.Template).content.childNodes : element.childNodes
/** Text with its white space collapsed, as a visitor reads it. */
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
/** Text cut to `max` characters with an ellipsis, for a message. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** Elements that start a new outline: a heading inside one speaks for the blocks under it there only. */
export const SECTIONS: ReadonlySet<string> = new Set([
  'body',
  'main',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'dialog',
  'details',
  'form',
])
