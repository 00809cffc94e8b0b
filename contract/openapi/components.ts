import type { JsonSchema } from './multipart'

/**
 * Shared schemas become components: every place in the document whose schema is exactly a named
 * schema's becomes a `$ref` to it. Matching the generated JSON, not zod instances, finds the shared
 * shapes however the contract composes them (`ok(leaveRequestSchema)`, `paginated(...)`, `.omit()`).
 */

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

/** `type: ['object', 'null']` is the nullable form of `type: 'object'`. */
function withoutNull(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.type) || !schema.type.includes('null')) return {}
  const types = schema.type.filter((type) => type !== 'null')
  const values = Array.isArray(schema.enum) ? { enum: schema.enum.filter((value) => value !== null) } : {}
  return { ...schema, ...values, type: types.length === 1 ? types[0] : types }
}

export function shareComponents(
  document: { paths?: unknown; components?: { schemas?: Record<string, JsonSchema> } },
  components: Record<string, JsonSchema>,
): void {
  const byShape = new Map(Object.entries(components).map(([name, schema]) => [canonical(schema), name]))

  const replace = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => replace(item, false))
    if (node === null || typeof node !== 'object') return node
    if (!isRoot) {
      const name = byShape.get(canonical(node))
      if (name) return { $ref: `#/components/schemas/${name}` }
      const nullable = byShape.get(canonical(withoutNull(node as JsonSchema)))
      if (nullable) return { anyOf: [{ $ref: `#/components/schemas/${nullable}` }, { type: 'null' }] }
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value, false)]))
  }

  document.paths = replace(document.paths, false)
  const shared = Object.fromEntries(
    Object.entries(components).map(([name, schema]) => [name, replace(schema, true) as JsonSchema]),
  )
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...shared } }
}
