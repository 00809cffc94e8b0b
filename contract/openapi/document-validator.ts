import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/**
 * Validates values against schemas inside an OpenAPI 3.1 document (whose schemas are JSON Schema
 * 2020-12), resolving its `$ref`s, as an outside validator would. For the document's tests.
 */
export function documentValidator(document: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  // `binary` describes raw bytes in a multipart part; any text stands for them here.
  ajv.addFormat('binary', true)
  ajv.addSchema(document, 'openapi')
  return (pointer: string, value: unknown): string[] => {
    const validate = ajv.compile({ $ref: `openapi#${pointer}` })
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)
  }
}

/** A JSON pointer segment: `/api/v1/leaves` -> `~1api~1v1~1leaves`. */
export const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')
