/**
 * Types of body-messages.mjs (the words of every problem a body may have): the module itself is plain JavaScript, for
 * Node and the MDX loader.
 */
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
export declare const REFUSED_WORDS: Record<string, (name: string) => string>
