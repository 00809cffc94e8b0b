/**
 * Writes the typed client's types from the OpenAPI document alone (openapi-typescript), into
 * scripts/typed-client/generated/api.ts (not committed: it is made afresh from the document on each
 * run, so it cannot drift from it). A `format: binary` field is a Blob, as the openapi-typescript
 * documentation suggests for uploads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'

const document = process.argv[2] ?? 'docs/openapi.json'
const out = join(import.meta.dirname, 'generated', 'api.ts')

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull())

const ast = await openapiTS(JSON.parse(readFileSync(document, 'utf8')), {
  transform(schema) {
    if (schema.format !== 'binary') return undefined
    return schema.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB
  },
})
mkdirSync(join(import.meta.dirname, 'generated'), { recursive: true })
writeFileSync(
  out,
  `// Generated from ${document} by scripts/typed-client/generate.ts: do not edit.\n${astToString(ast)}`,
)
console.log(`Types of ${document} written to ${out}`)
