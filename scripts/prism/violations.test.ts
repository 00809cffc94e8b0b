import { describe, expect, it } from 'vitest'
import { buildReport } from './report'
import { judgeExchange, parseViolations, type Violation } from './violations'
import type { Exchange } from './witness'

const missingField: Violation = {
  location: ['request', 'body'],
  severity: 'Error',
  code: 'required',
  message: "Request body must have required property 'reason'",
}
const noToken: Violation = {
  location: ['request'],
  severity: 'Error',
  code: 401,
  message: 'Invalid security scheme used',
}
const wrongAnswer: Violation = {
  location: ['response', 'body', 'data', 'id'],
  severity: 'Error',
  code: 'type',
  message: 'Response body property data.id must be integer',
}

describe("reading Prism's sl-violations header", () => {
  it('reads the list, and nothing when there is no header', () => {
    expect(parseViolations(JSON.stringify([missingField, wrongAnswer]))).toEqual({
      violations: [missingField, wrongAnswer],
      truncated: false,
    })
    expect(parseViolations(null)).toEqual({ violations: [], truncated: false })
  })

  it('keeps the whole violations before the cut of a list Prism cut short', () => {
    const full = JSON.stringify([missingField, wrongAnswer])
    const cut = `Too many violations! ${full.slice(0, full.length - 20)}`
    expect(parseViolations(cut)).toEqual({ violations: [missingField], truncated: true })
  })
})

describe('which violations count', () => {
  it("counts every violation of the app's requests and of the kit's valid ones", () => {
    expect(judgeExchange(null, [missingField, wrongAnswer]).counted).toEqual([missingField, wrongAnswer])
    expect(judgeExchange('success', [missingField]).counted).toEqual([missingField])
  })

  it("does not count what the kit got wrong on purpose, only the answer's violations", () => {
    expect(judgeExchange('invalid body', [missingField, wrongAnswer]).counted).toEqual([wrongAnswer])
    expect(judgeExchange('unauthenticated', [noToken, missingField]).counted).toEqual([])
    const malformedKey: Violation = {
      location: ['request', 'header', 'idempotency-key'],
      severity: 'Error',
      code: 'pattern',
      message: 'Request header must match pattern',
    }
    expect(judgeExchange('idempotency', [malformedKey, missingField, wrongAnswer]).counted).toEqual([wrongAnswer])
    expect(judgeExchange('invalid body', [malformedKey]).counted).toEqual([malformedKey])
  })

  it('notes an invalid body of the kit that the document accepts', () => {
    expect(judgeExchange('invalid body', []).acceptsInvalidBody).toBe(true)
    expect(judgeExchange('invalid body', [missingField]).acceptsInvalidBody).toBe(false)
  })
})

describe('the report', () => {
  const exchange = (overrides: Partial<Exchange>): Exchange => ({
    source: 'replay',
    label: '#0',
    method: 'POST',
    url: '/api/v1/employee/leaves',
    status: 201,
    violations: [],
    truncated: false,
    restoredBehindPrism: false,
    ...overrides,
  })

  it('flags an exchange with a counted violation and tallies it by kind, and passes a clean one', () => {
    const report = buildReport('docs/openapi.json', [
      exchange({ violations: [wrongAnswer] }),
      exchange({ source: 'kit', label: 'invalid body', status: 422, violations: [missingField] }),
      exchange({}),
    ])
    expect(report.flagged.map((flagged) => flagged.counted)).toEqual([[wrongAnswer]])
    expect(report.byKind).toEqual({ 'response type': 1 })
  })

  it('lists the bodies restored behind Prism', () => {
    const report = buildReport('docs/openapi.json', [exchange({ restoredBehindPrism: true })])
    expect(report.restoredBehindPrism).toEqual(['POST /api/v1/employee/leaves -> 201'])
    expect(report.flagged).toEqual([])
  })
})
