import SwaggerParser from '@apidevtools/swagger-parser'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { OpenAPI, OpenAPIV3 } from 'openapi-types'
import { describe, expect, it } from 'vitest'
import { contract } from './index'
import { buildOpenApiDocument } from './openapi'

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

const document = buildOpenApiDocument() as unknown as OpenAPIV3.Document
const operation = (route: AppRoute) =>
  document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase() as OpenAPIV3.HttpMethods]

describe('the OpenAPI export', () => {
  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as OpenAPI.Document)).resolves.toBeTruthy()
  })

  it('describes every route of the contract', () => {
    const routes = routesOf(contract)
    expect(routes.length).toBeGreaterThanOrEqual(40)
    const missing = routes.filter((route) => !operation(route)).map((route) => `${route.method} ${route.path}`)
    expect(missing).toEqual([])
  })

  it('sends POST bodies as multipart and other bodies as JSON, as the spec says', () => {
    for (const route of routesOf(contract)) {
      const body = operation(route)?.requestBody as OpenAPIV3.RequestBodyObject | undefined
      if (route.method === 'POST')
        expect(Object.keys(body?.content ?? { 'multipart/form-data': {} }), route.path).toEqual(['multipart/form-data'])
      if (route.method === 'PATCH') expect(Object.keys(body?.content ?? {}), route.path).toEqual(['application/json'])
    }
  })

  it('describes attachments as binary files', () => {
    const body = operation(contract.leave.create)?.requestBody as OpenAPIV3.RequestBodyObject
    const schema = body.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject
    expect(schema.properties?.attachments).toEqual({ type: 'array', items: { type: 'string', format: 'binary' } })
  })

  it('requires the bearer token everywhere except the public sign-up and login routes', () => {
    expect(operation(contract.auth.login)?.security).toEqual([])
    expect(operation(contract.signup.verifyEmail)?.security).toEqual([])
    expect(operation(contract.leave.list)?.security).toEqual([{ bearerAuth: [] }])
    expect(operation(contract.auth.me)?.security).toEqual([{ bearerAuth: [] }])
  })

  it('describes the payslip download as a PDF', () => {
    const ok = operation(contract.payslip.download)?.responses['200'] as OpenAPIV3.ResponseObject
    expect(Object.keys(ok.content ?? {})).toEqual(['application/pdf'])
  })
})
