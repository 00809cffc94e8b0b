import { z } from 'zod'
import { attachmentSchema, avatarFileSchema } from '../fields'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  attachmentMimeTypes,
  IMAGE_MAX_BYTES,
  imageMimeTypes,
} from '../limits'

/**
 * A multipart body as the client sends it (contract/wire.ts): one part per leaf, named in bracket
 * notation (`contacts[0][name]`, `attachments[]`), booleans as 1/0. A validator that reads a multipart
 * body as flat part names (Stoplight Prism does) checks exactly these names, so lists of records are
 * spelled out index by index up to their maximum, and the parts of a record beyond the first are
 * required together (`dependentRequired`).
 */

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  [keyword: string]: unknown
}

type Encoding = { contentType: string; allowReserved: true; style?: 'form'; explode?: true }
export type MultipartBody = {
  schema: JsonSchema
  encoding: Record<string, Encoding>
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`

const fileRules = {
  attachment: {
    types: attachmentMimeTypes,
    description: `A PDF, PNG or JPEG file of at most ${megabytes(ATTACHMENT_MAX_BYTES)}, judged by its first bytes (a file whose bytes are not one of these is refused with 422, whatever its declared type).`,
  },
  avatar: {
    types: imageMimeTypes,
    description: `A PNG or JPEG image of at most ${megabytes(IMAGE_MAX_BYTES)}, judged by its first bytes.`,
  },
} as const

type FileKind = keyof typeof fileRules

type FileField = { kind: FileKind; list: boolean; required: boolean }

function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; list: boolean; required: boolean } {
  let inner = schema
  let list = false
  let required = true
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      required = false
      inner = inner.unwrap()
    } else if (inner instanceof z.ZodDefault) {
      required = false
      inner = inner.removeDefault()
    } else if (inner instanceof z.ZodArray) {
      list = true
      inner = inner.element
    } else return { inner, list, required }
  }
}

/**
 * Which top-level fields of a body are files, found by the contract's own file schemas, and whether the
 * body requires them (read here: a file schema accepts anything before its refinements, so a generator
 * takes every file field for optional).
 */
export function fileFields(body: unknown): Record<string, FileField> {
  let object = body
  while (object instanceof z.ZodEffects) object = object.innerType()
  if (!(object instanceof z.ZodObject)) return {}
  const found: Record<string, FileField> = {}
  for (const [field, schema] of Object.entries(object.shape as z.ZodRawShape)) {
    const { inner, list, required } = unwrap(schema)
    if (inner === attachmentSchema) found[field] = { kind: 'attachment', list, required }
    else if (inner === avatarFileSchema) found[field] = { kind: 'avatar', list, required }
  }
  return found
}

const filePart = (kind: FileKind): JsonSchema => ({
  type: 'string',
  format: 'binary',
  description: fileRules[kind].description,
})

const isObject = (schema: JsonSchema) => schema.type === 'object' || schema.properties !== undefined

/** Every part is text: a boolean travels as 1 or 0, a whole number as its digits. */
function asText(schema: JsonSchema): JsonSchema {
  if (schema.type === 'boolean') return { type: 'string', enum: ['1', '0'], description: 'true as 1, false as 0' }
  if (schema.type === 'integer') {
    const positive = schema.exclusiveMinimum === 0 || (typeof schema.minimum === 'number' && schema.minimum >= 1)
    return {
      type: 'string',
      pattern: positive ? '^[1-9][0-9]*$' : '^[0-9]+$',
      description: `A whole number${positive ? ' greater than 0' : ''}, in digits.`,
    }
  }
  return schema
}

/**
 * Flattens the generated JSON Schema of a multipart body into its part names. `files` names the
 * fields that carry files, which the generated schema cannot know.
 */
export function multipartBody(schema: JsonSchema, files: Record<string, FileField>): MultipartBody {
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  const dependentRequired: Record<string, string[]> = {}
  const encoding: Record<string, Encoding> = {}

  const flatten = (name: string, node: JsonSchema, isRequired: boolean): string[] => {
    if (isObject(node) && node.properties) {
      const names = Object.entries(node.properties).flatMap(([key, child]) =>
        flatten(`${name}[${key}]`, child, isRequired && (node.required ?? []).includes(key)),
      )
      return names
    }
    if (node.type === 'array' && node.items && isObject(node.items)) {
      const count = node.maxItems ?? 1
      const names: string[] = []
      for (let index = 0; index < count; index++) {
        const parts = flatten(`${name}[${index}]`, node.items, isRequired && index < (node.minItems ?? 0))
        if (index >= (node.minItems ?? 0)) {
          const itemRequired = node.items.required ?? []
          const mandatory = parts.filter((part) => itemRequired.some((key) => part === `${name}[${index}][${key}]`))
          for (const part of parts) dependentRequired[part] = mandatory.filter((other) => other !== part)
        }
        names.push(...parts)
      }
      return names
    }
    if (node.type === 'array' && node.items) {
      properties[`${name}[]`] = { type: 'array', items: asText(node.items), maxItems: node.maxItems }
      if (isRequired) required.push(`${name}[]`)
      return [`${name}[]`]
    }
    properties[name] = asText(node)
    if (isRequired) required.push(name)
    return [name]
  }

  for (const [field, child] of Object.entries(schema.properties ?? {})) {
    const file = files[field]
    if (!file) {
      flatten(field, child, (schema.required ?? []).includes(field))
      continue
    }
    const part = filePart(file.kind)
    const name = file.list ? `${field}[]` : field
    // One part per file under the same name, which every generator writes as one part per item.
    properties[name] = file.list
      ? {
          type: 'array',
          items: part,
          maxItems: ATTACHMENT_MAX_FILES,
          description: `Up to ${ATTACHMENT_MAX_FILES} files, one part each under this name.`,
        }
      : part
    // Binary parts hold any byte; a validator must not read them as reserved URI characters. `form`
    // with `explode` says the parts of one name make the list (Prism then reads even one part as a list).
    encoding[name] = {
      contentType: fileRules[file.kind].types.join(', '),
      allowReserved: true,
      ...(file.list ? { style: 'form' as const, explode: true as const } : {}),
    }
    if (file.required) required.push(name)
  }

  const flat: JsonSchema = { type: 'object', properties }
  if (required.length > 0) flat.required = required
  const dependencies = Object.entries(dependentRequired).filter(([, others]) => others.length > 0)
  if (dependencies.length > 0) flat.dependentRequired = Object.fromEntries(dependencies)
  return { schema: flat, encoding }
}
