/**
 * A multipart body built the way OpenAPI 3 describes it, with nothing known about the server beyond
 * the document: each property is a part of that name; an array is one part per item under the same
 * name; a file is a file part; any other object is a JSON part, unless the operation's `encoding` says
 * `style: deepObject`, which spells it out in bracket names (`contacts[0][name]`).
 */
export type Encoding = Record<string, { style?: string; explode?: boolean; contentType?: string }>

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (value instanceof Blob) form.append(name, value)
  else if (typeof value === 'object') form.append(name, JSON.stringify(value))
  else form.append(name, String(value))
}

function appendDeep(form: FormData, name: string, value: unknown): void {
  if (value instanceof Blob || value === null || typeof value !== 'object') return appendValue(form, name, value)
  for (const [key, inner] of Object.entries(value)) appendDeep(form, `${name}[${key}]`, inner)
}

export function multipart(body: unknown, encoding: Encoding = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (encoding[name]?.style === 'deepObject') appendDeep(form, name, value)
    else if (Array.isArray(value)) for (const item of value) appendValue(form, name, item)
    else appendValue(form, name, value)
  }
  return form
}
