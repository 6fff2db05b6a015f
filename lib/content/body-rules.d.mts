/**
 * Types of body-rules.mjs (what an MDX body may hold): the module itself is plain JavaScript, for Node and the MDX
 * loader.
 */
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
export declare const BODY_ID_PREFIX: string
type Words = (name: string) => string
export declare const messages: Readonly<{
  expression: string
  esm: string
  component: Words
  picture: string
  element: Words
  script: Words
  looks: Words
  pageWide: Words
  embedded: Words
  form: Words
  fragment: string
  spread: string
  valueExpression: Words
  handler: Words
  style: string
  className: Words
  dataMark: Words
  aria: Words
  id: string
  attribute: (element: string, name: string, allowed: string[]) => string
  braces: Words
  titleBraces: string
  alone: (element: string, name: string) => string
  needsValue: Words
  value: (name: string, expects: string, value: string) => string
  codeLanguage: Words
  unreadable: string
  hidden: Words
  spaces: Words
  protocolRelative: Words
  scheme: Words
  incomplete: Words
  www: Words
  relative: Words
}>
export declare function hrefProblem(href: string): string | undefined
export declare function bodyRuleProblems(tree: MdNode): RuleProblem[]
