import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildOpenApiDocument } from '../contract/openapi'

/** `npm run openapi [out]`: writes the contract as an OpenAPI 3 document (default docs/openapi.json). */
const out = process.argv[2] ?? 'docs/openapi.json'
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
console.log(`OpenAPI document written to ${out}`)
