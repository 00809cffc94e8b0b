import { contract } from '@contract'
import { describe, expect, it } from 'vitest'
import { bodyProblem, judge, paginatorProblem } from './checks'

// The verdicts on answers no conforming server gives, without a server: the envelope, the
// paginator's arithmetic and the 403 of a gated route.

const page = (items: number, meta: Record<string, unknown>) => ({
  message: 'OK',
  data: Array.from({ length: items }, (_, id) => ({ id })),
  meta: { current_page: 1, last_page: 3, per_page: 10, total: 25, from: 1, to: 10, ...meta },
  errors: null,
})

const json = (status: number, body: unknown) =>
  ({ ok: true, status, contentType: 'application/json', json: body, bytes: null }) as const

describe('the paginator check', () => {
  it("accepts Laravel's paginator for a full, a last and an empty page", () => {
    expect(paginatorProblem(page(10, {}), { page: 1, perPage: 10 })).toBeNull()
    expect(paginatorProblem(page(5, { current_page: 3, from: 21, to: 25 }), { page: 3, perPage: 10 })).toBeNull()
    expect(
      paginatorProblem(page(0, { last_page: 1, total: 0, from: null, to: null }), { page: 1, perPage: 10 }),
    ).toBeNull()
  })

  it('finds a page that disagrees with its total, its size or its position', () => {
    expect(paginatorProblem(page(10, { last_page: 2 }), { page: 1, perPage: 10 })).toMatch(/last_page is 2/)
    expect(paginatorProblem(page(9, { to: 9 }), { page: 1, perPage: 10 })).toMatch(/holds 9 items, expected 10/)
    expect(paginatorProblem(page(10, { per_page: 15, last_page: 2 }), { page: 1, perPage: 10 })).toMatch(
      /per_page is 15/,
    )
    expect(paginatorProblem(page(10, { from: 0 }), { page: 1, perPage: 10 })).toMatch(/meta.from is 0/)
    expect(paginatorProblem({ message: 'OK', data: [], errors: null }, { page: 1, perPage: 10 })).toMatch(
      /no paginator/,
    )
  })
})

describe('judging an answer', () => {
  it('fails an answer outside the { message, data, errors } envelope', () => {
    expect(bodyProblem(contract.auth.me, json(200, { user: {} }))).toMatch(/envelope/)
    expect(judge(contract.auth.me, json(200, { user: {} }), 200)).toMatchObject({ outcome: 'fail' })
  })

  it("skips a gated route's 403 for a person who may not use it, but never an ungated route's", () => {
    const refusal = json(403, {
      message: 'This feature is not available for your employment type.',
      data: null,
      errors: null,
    })
    expect(judge(contract.leave.balances, refusal, 200)).toMatchObject({ outcome: 'skipped' })
    expect(judge(contract.dashboard.get, refusal, 200)).toMatchObject({ outcome: 'fail' })
  })

  it('skips a throttled call (429 in the contract shape) rather than failing the server', () => {
    const throttled = json(429, { message: 'Too many requests.', data: { retry_after: 30 }, errors: null })
    expect(judge(contract.auth.login, throttled, 422)).toEqual({
      outcome: 'skipped',
      reason: '429: throttled, try again in 30 s',
    })
    expect(judge(contract.auth.login, json(429, { message: 'Slow down' }), 422)).toMatchObject({ outcome: 'fail' })
  })

  it('fails a file answer of the wrong type', () => {
    const html = {
      ok: true,
      status: 200,
      contentType: 'text/html',
      json: undefined,
      bytes: new Uint8Array([60]),
    } as const
    expect(bodyProblem(contract.payslip.download, html)).toMatch(/not application\/pdf/)
  })
})
