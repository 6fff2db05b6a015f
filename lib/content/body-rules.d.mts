/**
 * Types of body-rules.mjs (what an MDX body may hold): the module itself is plain JavaScript, for Node and the MDX
 * loader. Its words and its rule for addresses are body-messages.mjs and body-addresses.mjs, exported from it too.
 */
export { BODY_ID_PREFIX, messages } from './body-messages.mjs'
export { hrefProblem } from './body-addresses.mjs'
export type AttributeRule =
  { kind: 'text' } | { kind: 'address' } | { kind: 'alone' } | { kind: 'pattern'; pattern: RegExp; expects: string }
export type Place = { line: number; column: number }
export type MdNode = {
  type: string
  name?: string | null
  value?: unknown
  url?: string
  title?: string | null
  lang?: string | null
  attributes?: { type: string; name?: string; value?: unknown; position?: { start: Place } }[]
  children?: MdNode[]
  data?: { estree?: { body?: unknown[] } | null }
  position?: { start: Place }
}
export type RuleProblem = { line: number; column: number; message: string }

export declare const COMMON_ATTRIBUTES: Readonly<Record<'lang', AttributeRule>>
export declare const HTML_ELEMENTS: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>
export declare const CONTENT_COMPONENTS: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>
export declare function bodyRuleProblems(tree: MdNode): RuleProblem[]
