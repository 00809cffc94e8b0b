import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildOpenApiDocument, openApiJson } from '../contract/openapi'
import { recordExamples } from './openapi/examples'

/**
 * `npm run openapi [out]`: writes the contract as an OpenAPI 3.1 document (default docs/openapi.json,
 * which is committed: scripts/openapi.test.ts fails when it differs from what this writes), with
 * examples recorded from the mock (scripts/openapi/examples.ts).
 */
const out = process.argv[2] ?? 'docs/openapi.json'
const examples = await recordExamples()
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, openApiJson(buildOpenApiDocument(undefined, examples)))
console.log(`OpenAPI document written to ${out}`)
