import SwaggerParser from '@apidevtools/swagger-parser'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { OpenAPI, OpenAPIV3_1 } from 'openapi-types'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract } from './index'
import { buildOpenApiDocument } from './openapi'
import { c } from './router'
import { documentValidator, pointerSegment } from './openapi/document-validator'
import { encodeMultipart } from './wire'

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

const document = buildOpenApiDocument() as unknown as OpenAPIV3_1.Document
const openApiPath = (route: AppRoute) => route.path.replace(/:(\w+)/g, '{$1}')
const method = (route: AppRoute) => route.method.toLowerCase() as OpenAPIV3_1.HttpMethods
const operation = (route: AppRoute) => document.paths?.[openApiPath(route)]?.[method(route)]
const validate = documentValidator(document)

const operationPointer = (route: AppRoute) => `/paths/${pointerSegment(openApiPath(route))}/${method(route)}`
const multipartPointer = (route: AppRoute) =>
  `${operationPointer(route)}/requestBody/content/multipart~1form-data/schema`
const queryPointer = (route: AppRoute, name: string) => {
  const index = (operation(route)?.parameters as OpenAPIV3_1.ParameterObject[]).findIndex((p) => p.name === name)
  return `${operationPointer(route)}/parameters/${index}/schema`
}

/**
 * A multipart body read as flat part names, the last part of a name winning, as Stoplight Prism reads one;
 * a name whose `encoding` says `style: form` with `explode` (the attachments) is read as a list.
 */
const asFlatParts = (form: FormData, route?: AppRoute) => {
  const media = route && (operation(route)?.requestBody as OpenAPIV3_1.RequestBodyObject).content['multipart/form-data']
  const listed = (name: string) => media?.encoding?.[name]?.style === 'form' && media.encoding[name].explode === true
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => {
      const read = typeof value === 'string' ? value : 'bytes'
      return [name, listed(name) ? [read] : read]
    }),
  )
}

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type })

const contacts = [
  { name: 'Lourdes Santos', contact_no: '+639171234567', relationship: 'Mother' },
  { name: 'Ramon Santos', contact_no: '+639181234567', relationship: 'Brother' },
]

describe('the OpenAPI export', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    await expect(SwaggerParser.validate(structuredClone(document) as OpenAPI.Document)).resolves.toBeTruthy()
  })

  it('describes every route of the contract', () => {
    const routes = routesOf(contract)
    expect(routes.length).toBeGreaterThanOrEqual(40)
    const missing = routes.filter((route) => !operation(route)).map((route) => `${route.method} ${route.path}`)
    expect(missing).toEqual([])
  })

  it('sends POST bodies as multipart and other bodies as JSON, as docs/product/api.md#conventions says', () => {
    for (const route of routesOf(contract)) {
      const body = operation(route)?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
      if (route.method === 'POST')
        expect(Object.keys(body?.content ?? { 'multipart/form-data': {} }), route.path).toEqual(['multipart/form-data'])
      if (route.method === 'PATCH') expect(Object.keys(body?.content ?? {}), route.path).toEqual(['application/json'])
    }
  })

  it('describes attachments as up to 5 binary parts named attachments[], of the three file types', () => {
    const media = (operation(contract.leave.create)?.requestBody as OpenAPIV3_1.RequestBodyObject).content[
      'multipart/form-data'
    ]
    const attachments = (media?.schema as OpenAPIV3_1.SchemaObject).properties?.['attachments[]'] as
      OpenAPIV3_1.ArraySchemaObject | undefined
    // A list of binary parts, which orval, @hey-api/openapi-ts and openapi-typescript all send one part per file.
    expect(attachments).toMatchObject({ type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' } })
    expect((attachments?.items as OpenAPIV3_1.SchemaObject | undefined)?.description).toMatch(
      /PDF, PNG or JPEG file of at most 10 MB, judged by its first bytes/,
    )
    expect(media?.encoding?.['attachments[]']).toMatchObject({
      contentType: 'application/pdf, image/png, image/jpeg',
      style: 'form',
      explode: true,
    })
    const avatar = (operation(contract.profile.updateAvatar)?.requestBody as OpenAPIV3_1.RequestBodyObject).content[
      'multipart/form-data'
    ]
    expect(avatar?.encoding?.avatar?.contentType).toBe('image/png, image/jpeg')
  })

  it("accepts the app's own multipart bodies part by part, and refuses one without its required parts", () => {
    const onboarding = contract.onboarding.saveEmergencyContacts
    expect(validate(multipartPointer(onboarding), asFlatParts(encodeMultipart({ contacts })))).toEqual([])
    expect(validate(multipartPointer(onboarding), {})).not.toEqual([])
    // A second contact comes whole or not at all.
    expect(validate(multipartPointer(onboarding), asFlatParts(encodeMultipart({ contacts })))).toEqual([])
    const half = { ...asFlatParts(encodeMultipart({ contacts })), 'contacts[1][relationship]': undefined }
    expect(validate(multipartPointer(onboarding), JSON.parse(JSON.stringify(half)))).not.toEqual([])

    const banks = encodeMultipart({
      banks: [{ bank_name: 'BPI', account_name: 'Maria Santos', account_no: '1234567890' }],
      primary_bank_index: 0,
    })
    expect(validate(multipartPointer(contract.onboarding.saveBankInformation), asFlatParts(banks))).toEqual([])

    const leave = encodeMultipart({
      type: 'vacation',
      date_started: '2026-12-01',
      date_finished: '2026-12-02',
      reason: 'Family trip',
      attachments: [file('a.pdf', 'application/pdf'), file('b.png', 'image/png')],
    })
    expect(validate(multipartPointer(contract.leave.create), asFlatParts(leave, contract.leave.create))).toEqual([])
    const expense = encodeMultipart({ type: 'item', item_name: 'Headset', costing: '1499.50', date_training_at: '' })
    expect(validate(multipartPointer(contract.expense.create), asFlatParts(expense))).toEqual([])
  })

  it('lets a POST that takes nothing carry the empty form the client sends, and nothing more', () => {
    for (const route of [contract.auth.refresh, contract.auth.logout, contract.switchAccount.switchToAdmin]) {
      expect(validate(multipartPointer(route), asFlatParts(new FormData())), route.path).toEqual([])
      expect(validate(multipartPointer(route), { stray: '1' }), route.path).not.toEqual([])
    }
  })

  it('documents a boolean part as the 1 or 0 the client sends', () => {
    const router = c.router({
      toggle: {
        method: 'POST',
        path: '/toggle',
        contentType: 'multipart/form-data',
        body: z.object({ notify: z.boolean() }),
        responses: { 200: z.null() },
        metadata: { auth: 'public' },
      },
    })
    const toggleDocument = buildOpenApiDocument(router)
    const check = documentValidator(toggleDocument)
    const pointer = '/paths/~1toggle/post/requestBody/content/multipart~1form-data/schema'
    expect(check(pointer, asFlatParts(encodeMultipart({ notify: true })))).toEqual([])
    expect(check(pointer, asFlatParts(encodeMultipart({ notify: false })))).toEqual([])
    expect(check(pointer, { notify: 'true' })).not.toEqual([])
  })

  it('names every part the app sends', () => {
    const media = (operation(contract.onboarding.saveEmergencyContacts)?.requestBody as OpenAPIV3_1.RequestBodyObject)
      .content['multipart/form-data']
    const named = Object.keys((media?.schema as OpenAPIV3_1.SchemaObject).properties ?? {})
    const fiveContacts = [...contacts, ...contacts, ...contacts].slice(0, 5)
    const sent = [...encodeMultipart({ contacts: fiveContacts }).keys()]
    expect(sent).toHaveLength(15)
    expect(sent.filter((name) => !named.includes(name))).toEqual([])
  })

  it("carries the rules of piped fields: the e-mail format, the +63 mobile, the peso amount's bounds", () => {
    const login = multipartPointer(contract.auth.login)
    expect(validate(login, { email: 'maria.santos@bayanihantech.ph', password: 'x' })).toEqual([])
    expect(validate(login, { email: 'not an address', password: 'x' })).not.toEqual([])

    const contactNo = `${multipartPointer(contract.onboarding.saveEmergencyContacts)}/properties/contacts[0][contact_no]`
    expect(validate(contactNo, '+639171234567')).toEqual([])
    expect(validate(contactNo, '09171234567')).not.toEqual([])

    const costing = `${multipartPointer(contract.expense.create)}/properties/costing`
    expect(validate(costing, '1499.50')).toEqual([])
    expect(validate(costing, 0x10)).toEqual([])
    expect(validate(costing, '0x10')).not.toEqual([])
    expect(validate(costing, 10_000_001)).not.toEqual([])
  })

  it('refuses what the mock refuses: text with spaces around it, a number with spaces, a code as typed', () => {
    const personal = multipartPointer(contract.onboarding.savePersonalInfo)
    expect(validate(`${personal}/properties/contact_no`, '+63 917 555 1234')).not.toEqual([])
    expect(validate(`${personal}/properties/first_name`, '  Kristine Joy ')).not.toEqual([])
    expect(validate(`${personal}/properties/first_name`, 'Kristine Joy')).toEqual([])
    expect(validate(`${personal}/properties/complete_address`, '12 Narra Street,\nMarikina')).toEqual([])
    expect(validate(`${personal}/properties/middle_name`, '')).toEqual([])
    const login = multipartPointer(contract.auth.login)
    expect(validate(login, { email: '  maria.santos@bayanihantech.ph ', password: 'x' })).not.toEqual([])
    const recoveryCode = `${multipartPointer(contract.auth.verifyOtp)}/properties/recovery_code`
    expect(validate(recoveryCode, '7KQM-3XPD')).toEqual([])
    expect(validate(recoveryCode, '7kqm 3xpd')).not.toEqual([])
    const contactNo = `${multipartPointer(contract.onboarding.saveEmergencyContacts)}/properties/contacts[0][contact_no]`
    expect(validate(contactNo, '+63 917 555 1234')).not.toEqual([])
  })

  it('requires the avatar file, and exactly one of two alternative fields, as the contract does', () => {
    const avatar = multipartPointer(contract.profile.updateAvatar)
    expect(validate(avatar, { avatar: 'bytes' })).toEqual([])
    expect(validate(avatar, {})).not.toEqual([])

    const disable = multipartPointer(contract.twoFactor.disable)
    expect(validate(disable, { code: '123456' })).toEqual([])
    expect(validate(disable, { code: '', password: 'Mabuhay-Demo-2026' })).toEqual([])
    expect(validate(disable, { code: '123456', password: 'Mabuhay-Demo-2026' })).not.toEqual([])
    expect(validate(disable, { code: ' ', password: '' })).not.toEqual([])
    expect(validate(disable, {})).not.toEqual([])
    const verify = multipartPointer(contract.auth.verifyOtp)
    expect(validate(verify, { user_id: '1', recovery_code: '7KQM-3XPD' })).toEqual([])
    expect(validate(verify, { user_id: '1', code: '123456', recovery_code: '7KQM-3XPD' })).not.toEqual([])
    expect(validate(verify, { user_id: '1' })).not.toEqual([])
  })

  it('accepts the empty value of a "value or empty" field, and a value, as the mock does', () => {
    const filter = queryPointer(contract.leave.list, 'filter')
    expect(validate(filter, { search: '' })).toEqual([])
    expect(validate(filter, { search: 'Boracay', status: '' })).toEqual([])
    expect(validate(filter, { status: 'pending' })).toEqual([])
    expect(validate(filter, { status: 'maybe' })).not.toEqual([])
    const email = `${multipartPointer(contract.onboarding.savePersonalInfo)}/properties/alternative_email`
    expect(validate(email, '')).toEqual([])
    expect(validate(email, 'maria@example.ph')).toEqual([])
    expect(validate(email, 'maria')).not.toEqual([])
  })

  it('says null where the contract says null, never a nullable string', () => {
    const text = JSON.stringify(document)
    expect(text).not.toContain('"nullable"')
    expect(document.components?.schemas?.ErrorBody?.properties?.data).toEqual({ type: 'null' })
  })

  it('reads filter[...] queries as deep objects', () => {
    const filter = (operation(contract.expense.list)?.parameters as OpenAPIV3_1.ParameterObject[]).find(
      (parameter) => parameter.name === 'filter',
    )
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject', explode: true })
  })

  it('requires the bearer token everywhere except the public sign-up and login routes', () => {
    expect(operation(contract.auth.login)?.security).toEqual([])
    expect(operation(contract.signup.verifyEmail)?.security).toEqual([])
    expect(operation(contract.leave.list)?.security).toEqual([{ bearerAuth: [] }])
    expect(operation(contract.auth.me)?.security).toEqual([{ bearerAuth: [] }])
  })

  it('lists only the errors a route can give, each saying when', () => {
    const statuses = (route: AppRoute) => Object.keys(operation(route)?.responses ?? {})
    expect(statuses(contract.auth.login)).toEqual(['200', '400', '415', '422', '429', '500'])
    expect(statuses(contract.auth.me)).toEqual(['200', '401', '429', '500'])
    expect(statuses(contract.leave.get)).toEqual(['200', '401', '403', '404', '422', '429', '500'])
    expect(statuses(contract.leave.cancel)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '415',
      '422',
      '429',
      '500',
    ])
    expect(statuses(contract.mood.submit)).toContain('409')
    const forbidden = operation(contract.expense.list)?.responses?.['403'] as OpenAPIV3_1.ResponseObject
    expect(forbidden.description).toMatch(/only regular employees/)
    for (const route of routesOf(contract))
      for (const [status, response] of Object.entries(operation(route)?.responses ?? {}))
        if (Number(status) >= 400)
          expect((response as OpenAPIV3_1.ResponseObject).description, `${route.path} ${status}`).toMatch(/\w+ \w+ \w+/)
  })

  it('answers 415 to a body in another encoding, naming the one the operation takes', () => {
    const headersOf = (route: AppRoute) =>
      Object.keys((operation(route)?.responses?.['415'] as OpenAPIV3_1.ResponseObject | undefined)?.headers ?? {})
    expect(headersOf(contract.auth.login)).toEqual(['Accept-Post'])
    expect(headersOf(contract.profile.changePassword)).toEqual(['Accept-Patch'])
    expect(operation(contract.auth.me)?.responses?.['415']).toBeUndefined()
  })

  it('refuses a body on the POSTs that take none, with 400 or 415, as the mock does', () => {
    const noBody = [contract.auth.refresh, contract.auth.logout, contract.switchAccount.switchToAdmin]
    for (const route of [...noBody, contract.notifications.markAllRead]) {
      const statuses = Object.keys(operation(route)?.responses ?? {})
      expect(statuses, route.path).toEqual(expect.arrayContaining(['400', '415']))
      expect(statuses, route.path).not.toContain('422')
    }
  })

  it('describes every parameter, and requires the signature of a stored file link', () => {
    const parameters = routesOf(contract).flatMap((route) =>
      ((operation(route)?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((parameter) => ({
        route,
        parameter,
      })),
    )
    expect(parameters.length).toBeGreaterThanOrEqual(41)
    const undescribed = parameters.filter(({ parameter }) => !parameter.description?.trim())
    expect(undescribed.map(({ route, parameter }) => `${route.method} ${route.path} ${parameter.name}`)).toEqual([])
    const signature = (operation(contract.files.get)?.parameters as OpenAPIV3_1.ParameterObject[]).find(
      (parameter) => parameter.name === 'signature',
    )
    expect(signature?.required).toBe(true)
  })

  it('declares the Idempotency-Key header on exactly the writes an app may send again, with its 400, 409 and 422', () => {
    const keyed = routesOf(contract).filter((route) =>
      ((operation(route)?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      ),
    )
    expect(keyed).toEqual([contract.mood.submit, contract.leave.create, contract.expense.create])
    for (const route of keyed) {
      const header = (operation(route)?.parameters as OpenAPIV3_1.ParameterObject[])[0]!
      expect(header.required).toBe(false)
      expect(header.description).toMatch(/at least 24 hours/)
      const said = (status: string) => (operation(route)?.responses?.[status] as OpenAPIV3_1.ResponseObject).description
      expect(said('400')).toMatch(/Idempotency-Key is not a UUID/)
      expect(said('409')).toMatch(/same Idempotency-Key is still being processed/)
      expect(said('422')).toMatch(/Idempotency-Key was used before with another body/)
    }
    const pattern = new RegExp(
      ((operation(contract.mood.submit)?.parameters as OpenAPIV3_1.ParameterObject[])[0]!.schema as { pattern: string })
        .pattern,
    )
    expect(pattern.test('6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c')).toBe(true)
    expect(pattern.test('"6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c"')).toBe(true)
    expect(pattern.test('not-a-key')).toBe(false)
    expect(
      (operation(contract.leave.cancel)?.responses?.['400'] as OpenAPIV3_1.ResponseObject).description,
    ).not.toMatch(/Idempotency/)
  })

  it('documents 429 with Retry-After on every route, since any of them can be throttled', () => {
    const throttled = routesOf(contract).filter((route) => operation(route)?.responses?.['429'])
    expect(throttled).toEqual(routesOf(contract))
    for (const route of throttled) {
      const answer = operation(route)?.responses?.['429'] as OpenAPIV3_1.ResponseObject
      expect(answer.headers?.['Retry-After'], route.path).toEqual({ $ref: '#/components/headers/RetryAfter' })
    }
  })

  it('describes the payslip download as a PDF, and a stored file as its own type', () => {
    const ok = operation(contract.payslip.download)?.responses?.['200'] as OpenAPIV3_1.ResponseObject
    expect(Object.keys(ok.content ?? {})).toEqual(['application/pdf'])
    expect(ok.headers?.['Content-Disposition']).toBeDefined()
    const stored = operation(contract.files.get)?.responses?.['200'] as OpenAPIV3_1.ResponseObject
    expect(Object.keys(stored.content ?? {})).toEqual(['application/pdf', 'image/png', 'image/jpeg'])
  })

  it('shares the envelope pieces and records as components, tags each operation and names both servers', () => {
    for (const name of ['ErrorBody', 'PaginationMeta', 'LeaveRequest', 'ExpenseRequest', 'Payslip', 'User'])
      expect(JSON.stringify(document.paths)).toContain(`#/components/schemas/${name}"`)
    for (const route of routesOf(contract)) expect(operation(route)?.tags, route.path).toHaveLength(1)
    expect(document.servers?.map((server) => server.url)).toEqual(['https://api.empleo.ph', 'http://localhost:4010'])
  })
})
