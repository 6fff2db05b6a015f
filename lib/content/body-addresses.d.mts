/**
 * Types of body-addresses.mjs (the addresses a body's links may lead to): the module itself is plain JavaScript, for
 * Node and the MDX loader.
 */
export declare function hrefProblem(href: string): string | undefined
