/**
 * How a fact the ministry still has to supply is written: `TODO: what is missing`. Plain functions with
 * no dependency, so any module (the schemas, the services' lines) can tell a placeholder from a fact.
 */

/** A value the ministry still has to supply: `TODO: what is missing`. Listed by the content tooling. */
export const PLACEHOLDER_PREFIX = 'TODO:'

export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PLACEHOLDER_PREFIX)
}
