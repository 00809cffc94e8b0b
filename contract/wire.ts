/**
 * How bodies and queries travel, as a Laravel server reads them: multipart fields in bracket notation
 * (`attachments[]`, `contacts[0][name]`), booleans as 1/0, and `filter[status]=pending` queries.
 * The client encodes with these and the mock decodes with these, so both sides agree by construction.
 */

type Plain = string | number | boolean | null | undefined | Blob
type Encodable = Plain | readonly Encodable[] | { readonly [key: string]: Encodable }

export function encodeMultipart(body: Record<string, unknown>): FormData {
  const form = new FormData()
  const append = (key: string, value: unknown): void => {
    if (value === undefined) return
    if (value instanceof Blob) form.append(key, value)
    else if (value === null) form.append(key, '')
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0')
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const scalar = item instanceof Blob || typeof item !== 'object' || item === null
        append(scalar ? `${key}[]` : `${key}[${index}]`, item)
      })
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) append(`${key}[${child}]`, item)
    } else form.append(key, String(value))
  }
  for (const [key, value] of Object.entries(body)) append(key, value as Encodable)
  return form
}

const MAX_DEPTH = 5
const MAX_INDEX = 100
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/** `a[b][0][]` -> ['a', 'b', '0', ''] ; anything malformed stays one flat key. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match?.[1]) return [key]
  const parts = [match[1]]
  for (const [, part] of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) parts.push(part ?? '')
  return parts
}

type Tree = Record<string, unknown>

function assign(target: Tree, key: string, value: unknown): void {
  const path = splitKey(key)
  if (path.length > MAX_DEPTH || path.some((part) => FORBIDDEN_KEYS.has(part))) return
  let node: Tree | unknown[] = target
  path.forEach((part, depth) => {
    const last = depth === path.length - 1
    const nextIsIndex = !last && /^\d*$/.test(path[depth + 1] ?? '') && Number(path[depth + 1] || 0) <= MAX_INDEX
    const container = (): Tree | unknown[] => (nextIsIndex ? [] : {})
    if (Array.isArray(node)) {
      const index = part === '' ? node.length : Number(part)
      if (!/^\d*$/.test(part) || index > MAX_INDEX) return
      if (last) node[index] = value
      else node = (node[index] ??= container()) as Tree | unknown[]
    } else {
      if (last) {
        node[part] = value
      } else {
        const existing = node[part]
        node = (existing !== null && typeof existing === 'object' ? existing : (node[part] = container())) as
          Tree | unknown[]
      }
    }
  })
}

/** Reads a multipart body into plain objects; values stay strings or Files for the schema to coerce. */
export function decodeMultipart(form: FormData): Record<string, unknown> {
  const tree: Tree = {}
  for (const [key, value] of form.entries()) assign(tree, key, value)
  return compactArrays(tree) as Record<string, unknown>
}

/** Reads `filter[status]=pending&page=2` into `{ filter: { status: 'pending' }, page: '2' }`. */
export function decodeQuery(params: URLSearchParams): Record<string, unknown> {
  const tree: Tree = {}
  for (const [key, value] of params.entries()) assign(tree, key, value)
  return compactArrays(tree) as Record<string, unknown>
}

/** Sparse indices (`a[0]`, `a[5]`) must not leave holes for the schema to trip on. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays)
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compactArrays(item)]))
  }
  return value
}
