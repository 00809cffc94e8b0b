/**
 * Writes the typed client's code from the OpenAPI document alone, into scripts/typed-client/generated/
 * (not committed: it is made afresh from the document on each run, so it cannot drift from it):
 * - `api.ts`, openapi-typescript's types, which the walk calls the server with. A `format: binary`
 *   field is a Blob, as the openapi-typescript documentation suggests for uploads;
 * - `orval/`, orval's fetch client and zod schemas, which are only compiled (tsconfig.orval.json):
 *   a shape orval turns into code that does not compile is a shape a backend team's generator breaks on.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { generate as orval } from 'orval'
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

const orvalOut = join(import.meta.dirname, 'generated', 'orval')
for (const client of ['fetch', 'zod'] as const)
  await orval({
    input: { target: resolve(document) },
    output: { target: join(orvalOut, `${client}.ts`), client, mode: 'single' },
  })
console.log(`orval's fetch client and zod schemas of ${document} written to ${orvalOut}`)
