/**
 * Which fields of each collection are words that a translation holds: those the schemas mark
 * `translated` (the `words` field kind, lib/content/schemas/fields.ts), and an image's `alt` anywhere.
 * Everything else is a fact (numbers, names, addresses, images, slugs, order, times) and comes from the
 * English file only: a translation that repeats one is rejected. Read from the schemas' JSON Schema, so
 * a field marked there is translatable here, in content/FIELDS.md and in the CMS's Kiswahili pane.
 */
import { z } from 'zod'
import type { CollectionName } from './files'
import { collections } from './schemas'

type Node = z.core.JSONSchema.JSONSchema
const isNode = (n: unknown): n is Node => !!n && typeof n === 'object' && !Array.isArray(n)

const schemas = new Map<CollectionName, Node>()
/** A collection's JSON Schema, as an editor writes it (a field with a default is optional). */
function rootOf(collection: CollectionName): Node {
  let root = schemas.get(collection)
  if (!root) {
    root = z.toJSONSchema(collections[collection].schema, {
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    })
    schemas.set(collection, root)
  }
  return root
}

/** The node and, for a field that may hold a placeholder (anyOf), each of its options; `$ref`s followed. */
function optionsOf(root: Node, node: Node): Node[] {
  const target = node.$ref ? /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined
  const resolved = target !== undefined && isNode(root.$defs?.[target]) ? (root.$defs[target] as Node) : node
  return [resolved, ...(resolved.anyOf ?? []).filter(isNode).flatMap((o) => optionsOf(root, o))]
}

/** The node of a field one step down: a property of a group, or the item of a list (a number). */
function childOf(root: Node, node: Node, key: PropertyKey): Node | undefined {
  for (const option of optionsOf(root, node)) {
    const child = typeof key === 'number' ? option.items : option.properties?.[String(key)]
    if (isNode(child)) return child
  }
  return undefined
}

function nodeAt(collection: CollectionName, path: readonly PropertyKey[]): Node | undefined {
  const root = rootOf(collection)
  let node: Node | undefined = root
  for (const key of path) node = node && childOf(root, node, key)
  return node
}

const marked = (root: Node, node: Node) =>
  optionsOf(root, node).some((o) => (o as { translated?: unknown }).translated === true)

/** Whether the value at `path` (list items by number) is words a translation holds. */
export function isTranslatable(collection: CollectionName, path: readonly PropertyKey[]): boolean {
  if (path[path.length - 1] === 'alt') return true
  const node = nodeAt(collection, path)
  return !!node && marked(rootOf(collection), node)
}

/**
 * The names of the fields a translation may hold in the group at `path` (list items by number): those
 * marked, and groups and lists with a marked field inside. For the message about a field it may not hold.
 */
export function translatableHere(collection: CollectionName, path: readonly PropertyKey[]): string[] {
  const root = rootOf(collection)
  const group = nodeAt(collection, path)
  if (!group) return []
  const holds = (node: Node, seen: Set<Node>): boolean =>
    optionsOf(root, node).some((o) => {
      if (seen.has(o)) return false
      seen.add(o)
      if ((o as { translated?: unknown }).translated === true) return true
      const children = [...Object.values(o.properties ?? {}), ...(isNode(o.items) ? [o.items] : [])].filter(isNode)
      return children.some((c) => holds(c, seen))
    })
  const names = optionsOf(root, group).flatMap((o) => Object.entries(o.properties ?? {}))
  return [...new Set(names.filter(([, child]) => isNode(child) && holds(child, new Set())).map(([name]) => name))]
}
