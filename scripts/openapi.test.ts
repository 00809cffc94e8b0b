import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument, openApiJson } from '../contract/openapi'

describe('the committed OpenAPI document (docs/openapi.json)', () => {
  it('is what `npm run openapi` writes from the contract today', () => {
    const committed = readFileSync('docs/openapi.json', 'utf8')
    // On failure: run `npm run openapi` and commit docs/openapi.json with the contract change.
    expect(committed === openApiJson(buildOpenApiDocument()), 'docs/openapi.json is stale: run `npm run openapi`').toBe(
      true,
    )
  })
})
