import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi'
import { isAppRoute, isAppRouteOtherResponse, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core'
import { z } from 'zod'
import { featureAccess } from './access'
import { attachmentMimeTypes } from './limits'
import { contract } from './index'
import { allowNullInNullableEnums } from './openapi/nullable-enums'
import { namedSchemas } from './openapi/named-schemas'
import { shareComponents } from './openapi/components'
import { applyExample, type OperationExamples } from './openapi/examples'
import { employmentTypes, errorAnswers } from './openapi/error-answers'
import { inputView } from './openapi/input-view'
import { alternativeFields, exactlyOneOfSchema } from './openapi/alternatives'
import { fileFields, multipartBody, type JsonSchema } from './openapi/multipart'
import { tags } from './openapi/tags'
import { errorBodySchema, tooManyRequestsBodySchema } from './envelope'
import type { RouteMetadata } from './router'

/**
 * The OpenAPI 3.1 document for the team that builds the real API, generated from the contract
 * (`npm run openapi`, committed as docs/openapi.json). zod-to-openapi turns the zod schemas into
 * JSON Schema (docs/decisions/0032); this module adds what zod cannot say: the multipart part names
 * and file rules, the error answers of each route, tags, servers and shared components.
 */

// The generator reads parameter metadata through `.openapi()`; only this module (never the app) loads it.
extendZodWithOpenApi(z)

export const PRODUCTION_API_ORIGIN = 'https://api.empleo.ph'
export const MOCK_SERVER_ORIGIN = 'http://localhost:4010'

type Route = { key: string; group: string; route: AppRoute }

function routesOf(router: AppRouter, prefix: string[] = []): Route[] {
  return Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry)
      ? [{ key: [...prefix, key].join('.'), group: prefix[0] ?? key, route: entry }]
      : routesOf(entry, [...prefix, key]),
  )
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')
const operationId = (key: string) => key.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase())

const fileTypesOf = (route: AppRoute, declared: string): string[] =>
  // `/files/{name}` declares octet-stream for "the stored file's own type", which is one of these.
  declared === 'application/octet-stream' && route.path.includes('/files/') ? [...attachmentMimeTypes] : [declared]

function successResponses(route: AppRoute): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {}
  for (const [status, response] of Object.entries(route.responses)) {
    if (Number(status) >= 400) continue
    const description = status === '201' ? 'Created.' : 'Success.'
    if (isAppRouteOtherResponse(response)) {
      const binary = { schema: { type: 'string' as const, format: 'binary' } }
      responses[status] = {
        description: 'The file, with its own Content-Type.',
        headers: {
          'Content-Disposition': {
            description:
              'How to show the file and its name, e.g. `attachment; filename="payslip-2026-10-second-half.pdf"`.',
            schema: { type: 'string' },
          },
        },
        content: Object.fromEntries(fileTypesOf(route, response.contentType).map((type) => [type, binary])),
      }
    } else if (isZodType(response)) {
      responses[status] = { description, content: { 'application/json': { schema: inputView(response) } } }
    }
  }
  return responses
}

function errorResponses(route: AppRoute): RouteConfig['responses'] {
  return Object.fromEntries(
    errorAnswers(route).map(({ status, description, throttled, headers }) => [
      String(status),
      {
        description,
        ...(throttled || headers
          ? {
              headers: {
                ...(throttled ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
                ...Object.fromEntries(
                  Object.entries(headers ?? {}).map(([name, says]) => [
                    name,
                    { description: says, schema: { type: 'string' } },
                  ]),
                ),
              },
            }
          : {}),
        content: { 'application/json': { schema: throttled ? tooManyRequestsBodySchema : errorBodySchema } },
      },
    ]),
  )
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`

/** The summary as a sentence, then who may call the route and what a backend must copy. */
function description(route: AppRoute): string {
  const metadata = route.metadata as RouteMetadata | undefined
  const parts = [route.summary && sentence(route.summary)]
  if (metadata?.auth === 'public') parts.push('No token needed.')
  if (metadata?.auth === 'refresh') parts.push('Send the current bearer token, even an expired one.')
  if (metadata?.feature)
    parts.push(`Only for ${employmentTypes(featureAccess[metadata.feature])} employees (employment-type gate).`)
  parts.push(route.description)
  return parts.filter(Boolean).join(' ')
}

/** A POST that takes nothing still travels as a form (the client sends an empty FormData). */
const emptyForm = {
  required: false,
  description: 'No parts: an empty form, or no body at all.',
  content: { 'multipart/form-data': { schema: { type: 'object' as const, maxProperties: 0 } } },
}

/** A router of the contract has its tag; any other router's group is named as it is. */
const tagOf = (group: string): { name: string; description?: string } =>
  group in tags ? tags[group as keyof typeof tags] : { name: group }

function operationOf({ key, group, route }: Route): RouteConfig {
  const metadata = route.metadata as RouteMetadata | undefined
  const hasBody = route.method !== 'GET' && 'body' in route && isZodType(route.body)
  const contentType = 'contentType' in route && route.contentType ? route.contentType : 'application/json'
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: openApiPath(route.path),
    operationId: operationId(key),
    summary: route.summary,
    description: description(route),
    tags: [tagOf(group).name],
    security: metadata?.auth === 'public' ? [] : [{ bearerAuth: [] }],
    request: {
      params: isZodType(route.pathParams) ? (inputView(route.pathParams) as z.AnyZodObject) : undefined,
      query: isZodType(route.query) ? (inputView(route.query) as z.AnyZodObject) : undefined,
      headers: isZodType(route.headers) ? (inputView(route.headers) as z.AnyZodObject) : undefined,
      body: hasBody
        ? { required: true, content: { [contentType]: { schema: inputView(route.body as z.ZodTypeAny) } } }
        : route.method === 'POST'
          ? emptyForm
          : undefined,
    },
    responses: { ...successResponses(route), ...errorResponses(route) },
  }
}

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>
type Parameter = { in: string; style?: string; explode?: boolean; schema?: JsonSchema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema; encoding?: unknown }> }
}

/** zod-to-openapi leaves two things to us: bracket-named query objects and multipart part names. */
function finishOperation(operation: Operation, route: AppRoute): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'query' && parameter.schema?.type === 'object') {
      parameter.style = 'deepObject'
      parameter.explode = true
    }
  }
  const multipart = operation.requestBody?.content['multipart/form-data']
  if (multipart?.schema && 'body' in route && isZodType(route.body)) {
    const { schema, encoding } = multipartBody(multipart.schema, fileFields(route.body))
    const alternatives = alternativeFields(route.body)
    if (alternatives) Object.assign(schema, exactlyOneOfSchema(alternatives))
    multipart.schema = schema
    if (Object.keys(encoding).length > 0) multipart.encoding = encoding
  }
}

/** The document; `examples` (recorded from the mock by scripts/openapi/examples.ts) fill each operation's. */
export function buildOpenApiDocument(router: AppRouter = contract, examples: OperationExamples = {}) {
  const registry = new OpenAPIRegistry()
  const routes = routesOf(router)
  for (const route of routes) registry.registerPath(operationOf(route))
  for (const [name, schema] of Object.entries(namedSchemas)) registry.register(name, inputView(schema))

  const document: Document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Empleo employee API',
      version: '1.0.0',
      description:
        'The employee self-service API, as the Empleo front end uses it and its mock server answers. Every JSON answer ' +
        'is `{ message, data, errors }`; `errors` maps a field to its messages (422). POST bodies are ' +
        'multipart/form-data in bracket notation (`attachments[]`, `contacts[0][name]`, booleans as 1/0); PATCH ' +
        "bodies are JSON. Values travel in their clean form, as the fields' patterns say: text trimmed, a mobile " +
        'number as `+639XXXXXXXXX`, a recovery code as `XXXX-XXXX`; anything else is refused (422). Lists take `page`, `per_page`, `sort` (`-field` for descending) and `filter[name]` as ' +
        'spatie/laravel-query-builder does; an empty filter means "all". A path asked with a method it does not ' +
        'list answers 405 in the same envelope, with `Allow` naming the methods it takes.',
      contact: { name: 'The Empleo front-end team' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: PRODUCTION_API_ORIGIN, description: 'The real API' },
      { url: MOCK_SERVER_ORIGIN, description: 'The mock server: `npm run mock:server`' },
    ],
    tags: [...new Set(routes.map(({ group }) => tagOf(group)))],
  })

  const operations = routes.flatMap(({ key, route }) => {
    const item = document.paths?.[openApiPath(route.path)] as Record<string, Operation> | undefined
    const operation = item?.[route.method.toLowerCase()]
    return operation ? [{ key, route, operation }] : []
  })
  for (const { route, operation } of operations) finishOperation(operation, route)
  allowNullInNullableEnums(document)

  const generated = (document.components?.schemas ?? {}) as Record<string, JsonSchema>
  const named = Object.fromEntries(Object.keys(namedSchemas).map((name) => [name, generated[name] as JsonSchema]))
  const components = document.components ?? {}
  components.schemas = {}
  components.securitySchemes = { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }
  components.headers = {
    RetryAfter: {
      description: 'Seconds to wait before trying again (also in `data.retry_after`).',
      schema: { type: 'integer', minimum: 0 },
    },
  }
  for (const [group, entries] of Object.entries(components))
    if (Object.keys(entries as object).length === 0) delete components[group as keyof typeof components]
  document.components = components
  shareComponents(document as Parameters<typeof shareComponents>[0], named)
  // After sharing: an example's value must never be mistaken for a schema.
  const finished = document.paths as Record<string, Record<string, Parameters<typeof applyExample>[0]>>
  for (const { key, route } of operations) {
    const example = examples[key]
    if (example) applyExample(finished[openApiPath(route.path)]![route.method.toLowerCase()]!, example)
  }
  return document
}

/** The document as committed at docs/openapi.json: two-space JSON and a final newline. */
export const openApiJson = (document: ReturnType<typeof buildOpenApiDocument>): string =>
  `${JSON.stringify(document, null, 2)}\n`
