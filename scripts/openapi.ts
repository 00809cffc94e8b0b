import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildOpenApiDocument, openApiJson } from '../contract/openapi'

/**
 * `npm run openapi [out]`: writes the contract as an OpenAPI 3.1 document (default docs/openapi.json,
 * which is committed: scripts/openapi.test.ts fails when it differs from what this writes).
 */
const out = process.argv[2] ?? 'docs/openapi.json'
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, openApiJson(buildOpenApiDocument()))
console.log(`OpenAPI document written to ${out}`)
