import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentValidator, pointerSegment } from '../contract/openapi/document-validator'

type Media = { examples?: Record<string, { value: unknown }> }
type Operation = {
  operationId: string
  parameters?: { in: string; name: string; example?: unknown }[]
  requestBody?: { required?: boolean; content: Record<string, Media> }
  responses: Record<string, { content?: Record<string, Media> }>
}

const committedText = readFileSync('docs/openapi.json', 'utf8')
const committed = JSON.parse(committedText) as { paths: Record<string, Record<string, Operation>> }
const validate = documentValidator(committed)
const operations = Object.entries(committed.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    pointer: `/paths/${pointerSegment(path)}/${method}`,
    operation,
  })),
)

describe('the committed OpenAPI document (docs/openapi.json)', () => {
  it('is what `npm run openapi` writes from the contract and the mock today', () => {
    // A fresh process, as `npm run openapi` runs: the examples are recorded from a mock nothing else has touched.
    const out = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json')
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/openapi.ts', out], { stdio: 'pipe' })
    const generated = readFileSync(out, 'utf8')
    expect(generated === committedText, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(true)
  }, 120_000)

  it('has an example answer for every operation that answers JSON, and a request wherever one takes input', () => {
    const missing = operations.flatMap(({ operation }) => {
      const success = Object.entries(operation.responses).filter(([status]) => Number(status) < 300)
      const answers = success.some(([, response]) => response.content?.['application/json']?.examples)
      const answersJson = success.some(([, response]) => response.content?.['application/json'])
      const takesInput = operation.requestBody?.required === true
      const requestExample =
        !takesInput || Object.values(operation.requestBody?.content ?? {}).every((media) => media.examples)
      const paramExamples = (operation.parameters ?? []).every(
        (parameter) => parameter.in !== 'path' || parameter.example !== undefined,
      )
      return (answersJson && !answers) || !requestExample || !paramExamples ? [operation.operationId] : []
    })
    expect(missing).toEqual([])
  })

  it('has examples that its own schemas accept', () => {
    const problems: string[] = []
    for (const { pointer, operation } of operations) {
      operation.parameters?.forEach((parameter, index) => {
        if (parameter.example === undefined) return
        for (const error of validate(`${pointer}/parameters/${index}/schema`, parameter.example))
          problems.push(`${operation.operationId} ${parameter.name}: ${error}`)
      })
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        for (const example of Object.values(media.examples ?? {}))
          for (const error of validate(`${pointer}/requestBody/content/${pointerSegment(type)}/schema`, example.value))
            problems.push(`${operation.operationId} request: ${error}`)
      for (const [status, response] of Object.entries(operation.responses))
        for (const example of Object.values(response.content?.['application/json']?.examples ?? {}))
          for (const error of validate(
            `${pointer}/responses/${status}/content/application~1json/schema`,
            example.value,
          ))
            problems.push(`${operation.operationId} ${status}: ${error}`)
    }
    expect(problems).toEqual([])
  })
})
