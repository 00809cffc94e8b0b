/**
 * Examples for the document's operations: a real call of a seeded persona and the mock's answer,
 * recorded by scripts/openapi/examples.ts and keyed by the route's key in the contract (`leave.create`).
 */
export type OperationExample = {
  /** Who made the call, for the example's summary. */
  who: string
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  /** The body as sent: multipart part names (a file as its name), or the JSON. */
  body?: Record<string, unknown>
  status: number
  /** The JSON answer; none for a file. */
  answer?: unknown
}
export type OperationExamples = Record<string, OperationExample>

type Parameter = { in: string; name: string; example?: unknown }
type Media = { examples?: Record<string, { summary: string; value: unknown }> }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, Media> }
  responses: Record<string, { content?: Record<string, Media> }>
}

const exampleName = (who: string) =>
  who
    .split(' (')[0]!
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')

export function applyExample(operation: Operation, example: OperationExample): void {
  const named = (value: unknown) => ({ [exampleName(example.who)]: { summary: example.who, value } })
  for (const parameter of operation.parameters ?? []) {
    const source = parameter.in === 'path' ? example.params : parameter.in === 'query' ? example.query : undefined
    if (source?.[parameter.name] !== undefined) parameter.example = source[parameter.name]
  }
  if (example.body && operation.requestBody)
    for (const media of Object.values(operation.requestBody.content)) media.examples = named(example.body)
  const json = operation.responses[String(example.status)]?.content?.['application/json']
  if (json && example.answer !== undefined) json.examples = named(example.answer)
}
