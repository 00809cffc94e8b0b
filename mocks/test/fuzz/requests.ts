import { encodeMultipart } from '@contract/wire'
import { isZodType, type AppRoute } from '@ts-rest/core'
import fc from 'fast-check'
import { bodyMediaType } from '../../adapter'
import type { PersonaKey } from '../../seed/personas'
import { TEST_API_ORIGIN } from '../client'
import { hostileValue, junkKey, plausibleValue } from './values'

/**
 * Random requests for one contract route: path parameters, query, body, encoding and token. A request
 * is first described as plain data (so fast-check can print and shrink it), then sent.
 */

export type Caller = 'none' | 'garbage' | 'tampered' | PersonaKey
type Encoding = 'multipart' | 'multipart-with-junk' | 'json' | 'urlencoded' | 'broken-json' | 'raw-bytes' | 'no-body'

// Mostly the route's own encoding, so many requests reach the rules; every other one too, which must be 415.
const multipartRouteEncodings: Encoding[] = [
  'multipart',
  'multipart',
  'multipart',
  'multipart-with-junk',
  'json',
  'urlencoded',
  'broken-json',
  'raw-bytes',
  'no-body',
]
const jsonRouteEncodings: Encoding[] = [
  'json',
  'json',
  'json',
  'multipart',
  'multipart-with-junk',
  'urlencoded',
  'broken-json',
  'raw-bytes',
  'no-body',
]

export type FuzzRequest = {
  params: Record<string, string>
  query: unknown
  queryJunk: [string, string][]
  body: unknown
  bodyJunk: [string, unknown][]
  encoding: Encoding
  caller: Caller
}

/**
 * Real records for path parameters, so many requests reach existing records, the caller's own and
 * others': ids by the path segment before the parameter (`leaves`, `payslips`, ...).
 */
export type Samples = {
  ids: Record<string, readonly number[]>
  fileLinks: readonly { name: string; query: Record<string, string> }[]
}

const resourceOf = (path: string, parameter: string) =>
  new RegExp(`/([\\w-]+)/:${parameter}`).exec(path)?.[1] ?? parameter

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob)

// These would name a different route (/leaves/holidays, /leaves/ for the list, /leaves/.. for the parent), not a bad id.
const otherRouteSegments = new Set([
  '',
  '.',
  '..',
  'holidays',
  'ongoing-dates',
  'calendar',
  'balances',
  'latest',
  'unviewed-count',
])

const hostileSegment = fc
  .oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
    fc.constantFrom(
      '99999999999999999999999',
      '1e3',
      '0x10',
      '1.5',
      '-0',
      ' 1',
      'NaN',
      'Infinity',
      '%00',
      '%2F',
      'ñ',
      '👩🏽‍💻',
      'x'.repeat(500),
    ),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((segment) => !otherRouteSegments.has(segment.trim()))

/** Some of the object's own fields dropped, hostile ones added: the shape a careless or hostile client sends. */
function mutated(base: fc.Arbitrary<unknown>, fields: readonly string[]): fc.Arbitrary<unknown> {
  const fieldKey = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), junkKey) : junkKey
  const damaged = fc
    .tuple(
      base,
      fc.array(fc.tuple(fieldKey, hostileValue), { minLength: 1, maxLength: 3 }),
      fc.subarray([...fields], { maxLength: Math.min(2, fields.length) }),
    )
    .map(([value, additions, removals]) => {
      const kept = Object.entries(isRecord(value) ? value : {}).filter(([key]) => !removals.includes(key))
      // fromEntries defines own properties, so '__proto__' arrives as a key, as on the wire.
      return Object.fromEntries([...kept, ...additions])
    })
  return fc.oneof(
    { weight: 6, arbitrary: base },
    { weight: 3, arbitrary: damaged },
    { weight: 1, arbitrary: hostileValue },
  )
}

function fieldsOf(schema: unknown): string[] {
  let current = schema
  for (
    let depth = 0;
    depth < 5 && isZodType(current) && 'innerType' in current && typeof current.innerType === 'function';
    depth += 1
  )
    current = current.innerType()
  return isZodType(current) && 'shape' in current && isRecord(current.shape) ? Object.keys(current.shape) : []
}

export function fuzzRequest(route: AppRoute, samples: Samples): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
  const paramArbitraries = Object.fromEntries(
    paramNames.map((name) => {
      const known =
        name === 'name'
          ? samples.fileLinks.map((link) => link.name)
          : (samples.ids[resourceOf(route.path, name)] ?? []).map(String)
      return [
        name,
        known.length > 0
          ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: hostileSegment })
          : hostileSegment,
      ]
    }),
  )
  const query =
    'query' in route && route.query ? mutated(plausibleValue(route.query), fieldsOf(route.query)) : fc.constant({})
  const body =
    route.method !== 'GET' && 'body' in route && isZodType(route.body)
      ? mutated(plausibleValue(route.body), fieldsOf(route.body))
      : fc.constant({})
  const encodings: Encoding[] =
    route.method === 'GET'
      ? ['no-body']
      : bodyMediaType(route) === 'multipart/form-data'
        ? multipartRouteEncodings
        : jsonRouteEncodings

  const request = fc.record({
    params: fc.record(paramArbitraries),
    query,
    queryJunk: fc.array(fc.tuple(junkKey, fc.string({ maxLength: 8 })), { maxLength: 2 }),
    body,
    bodyJunk: fc.array(fc.tuple(junkKey, hostileValue), { maxLength: 2 }),
    encoding: fc.constantFrom(...encodings),
    // Mostly the main persona, whose records the samples favour; every other kind of caller too.
    caller: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Caller>('regular') },
      {
        weight: 3,
        arbitrary: fc.constantFrom<Caller>('probationary', 'onboarding', 'contractor', 'owner', 'twoFactor'),
      },
      { weight: 2, arbitrary: fc.constantFrom<Caller>('none', 'garbage', 'tampered') },
    ),
  })
  if (!paramNames.includes('name') || samples.fileLinks.length === 0) return request
  // A stored file is only reachable with its own signed link: offer real links, sometimes damaged.
  return fc.oneof(
    request,
    fc
      .tuple(request, fc.constantFrom(...samples.fileLinks))
      .map(([random, link]) => ({ ...random, params: { name: link.name }, query: link.query })),
  )
}

// String() throws on a null-prototype object, which fast-check generates; JSON.stringify does not.
const asText = (value: unknown) =>
  value !== null && typeof value === 'object' ? (fileSafeJson(value) ?? '') : String(value)

const fileSafeJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (item instanceof Blob ? { file: 'blob' } : item))

function encodeBody(request: FuzzRequest): { body?: BodyInit; headers: Record<string, string> } {
  const object = isRecord(request.body) ? request.body : { value: request.body }
  switch (request.encoding) {
    case 'multipart':
      return { body: encodeMultipart(object), headers: {} }
    case 'multipart-with-junk': {
      const form = encodeMultipart(object)
      for (const [key, value] of request.bodyJunk) form.append(key, value instanceof Blob ? value : asText(value))
      return { body: form, headers: {} }
    }
    case 'json':
      return { body: fileSafeJson(request.body) ?? 'null', headers: { 'Content-Type': 'application/json' } }
    case 'urlencoded': {
      const params = new URLSearchParams()
      for (const [key, value] of encodeMultipart(object).entries())
        params.append(key, typeof value === 'string' ? value : value.name)
      return { body: params, headers: {} }
    }
    case 'broken-json':
      return { body: '{"type": "vacation", "reason": ', headers: { 'Content-Type': 'application/json' } }
    case 'raw-bytes':
      return {
        body: new Uint8Array([0xff, 0x00, 0x2d, 0x2d, 0x0a]),
        headers: { 'Content-Type': 'multipart/form-data' },
      }
    case 'no-body':
      return { headers: {} }
  }
}

function queryString(request: FuzzRequest): string {
  const params = new URLSearchParams()
  const object = isRecord(request.query) ? request.query : { value: request.query }
  for (const [key, value] of encodeMultipart(object).entries())
    params.append(key, typeof value === 'string' ? value : value.name)
  for (const [key, value] of request.queryJunk) params.append(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

function bearer(caller: Caller, tokens: Partial<Record<PersonaKey, string>>): string | null {
  if (caller === 'none') return null
  if (caller === 'garbage') return 'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.'
  // A real token with its signature changed: must be refused like any stranger's.
  if (caller === 'tampered') return (tokens.regular ?? 'x.y.z').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
  return tokens[caller] ?? null
}

export function send(
  route: AppRoute,
  request: FuzzRequest,
  tokens: Partial<Record<PersonaKey, string>>,
): Promise<Response> {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(request.params[name] ?? ''))
  const { body, headers } = route.method === 'GET' ? { body: undefined, headers: {} } : encodeBody(request)
  const token = bearer(request.caller, tokens)
  return fetch(`${TEST_API_ORIGIN}${path}${queryString(request)}`, {
    method: route.method,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
}
