import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { generateOpenApi } from '@ts-rest/open-api'
import { z } from 'zod'
import { contract } from './index'
import type { RouteMetadata } from './router'

/**
 * The OpenAPI 3 document for the team that runs the real API, generated from the contract.
 * ts-rest's generator knows neither files nor non-JSON answers nor our route metadata, so three
 * small corrections follow: file fields become binary strings, the PDF answer is described as a
 * PDF, and every non-public route requires the bearer token.
 */

type Operation = ReturnType<typeof generateOpenApi>['paths'][string]['get']
type SchemaObject = { type?: string; format?: string; items?: SchemaObject; properties?: Record<string, SchemaObject> }

/** z.instanceof(File) is a ZodAny under refinements; arrays and optionals wrap it. */
function fileShape(schema: z.ZodTypeAny): 'file' | 'files' | null {
  let current: z.ZodTypeAny = schema
  let isArray = false
  for (;;) {
    if (current instanceof z.ZodEffects) current = current.innerType()
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap()
    else if (current instanceof z.ZodDefault) current = current.removeDefault()
    else if (current instanceof z.ZodArray) {
      isArray = true
      current = current.element
    } else break
  }
  if (!(current instanceof z.ZodAny)) return null
  return isArray ? 'files' : 'file'
}

function objectShape(schema: unknown): z.ZodRawShape | null {
  let current = schema
  while (current instanceof z.ZodEffects) current = current.innerType()
  return current instanceof z.ZodObject ? (current.shape as z.ZodRawShape) : null
}

function describeFiles(operation: Operation, route: AppRoute): void {
  if (route.method === 'GET' || !('body' in route)) return
  const shape = objectShape(route.body)
  const media = operation?.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : undefined
  const properties = (media?.['multipart/form-data']?.schema as SchemaObject | undefined)?.properties
  if (!shape || !properties) return
  for (const [field, schema] of Object.entries(shape)) {
    const kind = fileShape(schema)
    const binary = { type: 'string', format: 'binary' }
    if (kind === 'file') properties[field] = binary
    if (kind === 'files') properties[field] = { type: 'array', items: binary }
  }
}

function isOtherResponse(response: unknown): response is { contentType: string } {
  return (
    typeof response === 'object' && response !== null && 'contentType' in response && !(response instanceof z.ZodType)
  )
}

/**
 * zod's `.positive()` comes out as `exclusiveMinimum: 0` (JSON Schema 2020), but the document is
 * OpenAPI 3.0, where it is `minimum: 0, exclusiveMinimum: true`.
 */
function toOpenApi30Bounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(toOpenApi30Bounds)
  if (node === null || typeof node !== 'object') return
  const schema = node as Record<string, unknown>
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[bound] = schema[exclusive]
      schema[exclusive] = true
    }
  }
  Object.values(schema).forEach(toOpenApi30Bounds)
}

export function buildOpenApiDocument(router: AppRouter = contract) {
  const document = generateOpenApi(
    router,
    {
      info: {
        title: 'Empleo employee API',
        version: '1.0.0',
        description:
          'The employee self-service API, as the Empleo front end uses it. Answers are `{ message, data, errors }`; ' +
          '`errors` maps a field to its messages (422). POST bodies are multipart/form-data in bracket notation ' +
          '(`attachments[]`, `contacts[0][name]`, booleans as 1/0); lists take `page`, `per_page`, `sort` ' +
          '(`-field` for descending) and `filter[name]` as spatie/laravel-query-builder does.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        if (!isAppRoute(route)) return operation
        describeFiles(operation, route)
        for (const [status, response] of Object.entries(route.responses)) {
          if (isOtherResponse(response)) {
            operation.responses[status] = {
              description: status,
              content: { [response.contentType]: { schema: { type: 'string', format: 'binary' } } },
            }
          }
        }
        const metadata = route.metadata as RouteMetadata | undefined
        const security = metadata?.auth === 'public' ? [] : [{ bearerAuth: [] }]
        const gate = metadata?.feature ? ` Employment-type gate: ${metadata.feature}.` : ''
        return { ...operation, security, description: `${operation.description ?? route.summary ?? ''}${gate}`.trim() }
      },
    },
  )
  toOpenApi30Bounds(document)
  return document
}
