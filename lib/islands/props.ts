/**
 * An island's props travel in its page's HTML as JSON (`data-props`). React elements passed as
 * props (children, slides) cannot: the server renders each into an `<island-slot>`, the JSON keeps
 * `{ "$slot": path }` in its place, and the browser hands the slot's HTML back to the component.
 */
import { isValidElement, type ReactNode } from 'react'

export type SlotRef = { $slot: string }

const isSlotRef = (value: unknown): value is SlotRef =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as SlotRef).$slot === 'string'

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * Splits props into the JSON for the page and the props to render with, where each React element
 * becomes `slot(path, element)`. Anything JSON would change (a Date, a Map, a function) is refused.
 */
export function splitIslandProps(
  props: Record<string, unknown>,
  slot: (path: string, node: ReactNode) => ReactNode,
): { json: Record<string, unknown>; rendered: Record<string, unknown> } {
  const walk = (value: unknown, path: string): [unknown, unknown] => {
    if (isValidElement(value)) return [{ $slot: path }, slot(path, value)]
    if (Array.isArray(value)) {
      const parts = value.map((item, i) => walk(item, `${path}.${i}`))
      return [parts.map(([json]) => json), parts.map(([, rendered]) => rendered)]
    }
    if (typeof value === 'object' && value !== null) {
      if (!isPlainObject(value))
        throw new Error(`Island prop "${path}" is a ${value.constructor?.name}: pass plain data or React elements`)
      if (isSlotRef(value)) throw new Error(`Island prop "${path}" looks like a slot reference`)
      const parts = Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)] as const)
      return [
        Object.fromEntries(parts.map(([key, [json]]) => [key, json])),
        Object.fromEntries(parts.map(([key, [, rendered]]) => [key, rendered])),
      ]
    }
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      throw new Error(`Island prop "${path}" is a ${typeof value}: pass plain data or React elements`)
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(`Island prop "${path}" is ${value}, which JSON cannot carry`)
    return [value, value]
  }
  const json: Record<string, unknown> = {}
  const rendered: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    const [j, r] = walk(value, key)
    json[key] = j
    rendered[key] = r
  }
  return { json, rendered }
}

/** The props the browser renders with: the page's JSON, each slot reference replaced by `slot(path)`. */
export function reviveIslandProps(
  json: Record<string, unknown>,
  slot: (path: string) => ReactNode,
): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (isSlotRef(value)) return slot(value.$slot)
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]))
    return value
  }
  return walk(json) as Record<string, unknown>
}
