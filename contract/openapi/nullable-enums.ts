/**
 * zod-to-openapi writes a nullable enum for OpenAPI 3.1 as `type: ['string', 'null']` with an `enum`
 * that lacks null, which refuses the null it means to allow; this adds null to such enums, in place.
 */
export function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums)
  if (node === null || typeof node !== 'object') return
  const schema = node as { type?: unknown; enum?: unknown[] }
  if (Array.isArray(schema.type) && schema.type.includes('null') && schema.enum && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null]
  Object.values(node).forEach(allowNullInNullableEnums)
}
