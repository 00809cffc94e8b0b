import { readFileSync } from 'node:fs'
import type { Encoding } from './multipart'

/** What the walk reads from the OpenAPI document at run time: its operations, success codes and encodings. */
type Operation = {
  responses?: Record<string, unknown>
  requestBody?: { content?: Record<string, { encoding?: Encoding }> }
}
type Document = { paths: Record<string, Record<string, Operation>> }

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

export function loadDocument(file: string) {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Document
  const operation = (method: string, path: string): Operation | undefined =>
    document.paths[path]?.[method.toLowerCase()]
  return {
    /** Every operation, as "METHOD /path". */
    operations: (): string[] =>
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      ),
    /** The success status the document gives the operation (its first 2xx), or null. */
    successOf: (method: string, path: string): number | null => {
      const status = Object.keys(operation(method, path)?.responses ?? {}).find((code) => /^2\d\d$/.test(code))
      return status ? Number(status) : null
    },
    encodingOf: (method: string, path: string): Encoding =>
      operation(method, path)?.requestBody?.content?.['multipart/form-data']?.encoding ?? {},
  }
}
