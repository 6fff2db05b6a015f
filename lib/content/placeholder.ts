/**
 * How a fact the ministry still has to supply is written: `TODO: what is missing`. Plain functions with
 * no dependency, so any module (the schemas, the services' lines) can tell a placeholder from a fact.
 */

/** How editors start a placeholder; `TODO: what is missing` is the whole form (PLACEHOLDER_PATTERN). */
export const PLACEHOLDER_PREFIX = 'TODO:'

/**
 * A placeholder as the build takes it: `TODO:`, a space, then what is missing. Near misses (`TODO:x`,
 * `todo: x`, `TODO x`) are not placeholders: the content check reports each with the fix
 * (pipeline/validate.ts), so nothing written that way reaches a page as a fact or as a pending one.
 */
export const PLACEHOLDER_PATTERN = /^TODO: \S/

/**
 * A value the ministry still has to supply, written `TODO: what is missing`: the one test the build, the check and the
 * tooling use.
 */
export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && PLACEHOLDER_PATTERN.test(value)
}
