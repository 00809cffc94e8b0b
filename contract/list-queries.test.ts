import { describe, expect, it } from 'vitest'
import { accessLogListQuerySchema } from './access-log'
import { expenseListQuerySchema } from './expense'
import { leaveListQuerySchema } from './leave'
import { accessLogListQuery, expenseListQuery, leaveListQuery, payslipListQuery } from './list-queries'
import { readListQuery, type ListQueryRules } from './list-query-rules'
import { payslipListQuerySchema } from './payslip'

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } }

/** Values a hand-edited address or an old link may carry, good and bad, for every kind of part. */
const samples: unknown[] = [
  undefined,
  '',
  '   ',
  '1',
  '2',
  ' 3',
  '0',
  '-1',
  '2.5',
  '1e1',
  '0x10',
  'abc',
  '100',
  '101',
  '12',
  '13',
  '2000',
  '1999',
  '2026',
  '2101',
  7,
  2026,
  ['2'],
  { a: 1 },
  'pending',
  'approved',
  'lost',
  'sick',
  'vacation',
  'training',
  '2026-02-28',
  '2026-02-30',
  '2026-2-1',
  '26-02-01',
  'updated_at',
  '-updated_at',
  'created_at',
  '-net_pay',
  'at',
  '-at',
  'hr',
  'pay',
  'reason',
  '  hello  ',
  'x'.repeat(100),
  'x'.repeat(101),
]

/** Each part of a query, one at a time: the zod schema and the zod-free reading must agree on it. */
function agreeOnEveryPart(rules: ListQueryRules, schema: Schema) {
  const parts: { name: string; raw: (value: unknown) => Record<string, unknown> }[] = [
    ...['page', 'per_page', 'sort'].map((name) => ({ name, raw: (value: unknown) => ({ [name]: value }) })),
    ...Object.keys(rules.filters).map((name) => ({ name, raw: (value: unknown) => ({ filter: { [name]: value } }) })),
  ]
  for (const { name, raw } of parts)
    for (const value of samples) {
      const zod = schema.safeParse(raw(value))
      const { query, refused } = readListQuery(rules, raw(value))
      expect({ name, value, accepted: refused.length === 0 }).toEqual({ name, value, accepted: zod.success })
      if (zod.success) expect({ name, value, query }).toEqual({ name, value, query: zod.data })
      else expect(refused).toEqual([name])
    }
}

describe('the list queries read without zod', () => {
  it('agree with the contract schema of the leave list on every part', () =>
    agreeOnEveryPart(leaveListQuery, leaveListQuerySchema))
  it('agree with the contract schema of the expense list on every part', () =>
    agreeOnEveryPart(expenseListQuery, expenseListQuerySchema))
  it('agree with the contract schema of the payslip list on every part', () =>
    agreeOnEveryPart(payslipListQuery, payslipListQuerySchema))
  it('agree with the contract schema of the access log on every part', () =>
    agreeOnEveryPart(accessLogListQuery, accessLogListQuerySchema))

  it('fill in every default and keep what is good beside what is refused', () => {
    expect(readListQuery(leaveListQuery, {})).toEqual({
      query: { page: 1, per_page: 10, sort: '-updated_at', filter: {} },
      refused: [],
    })
    expect(
      readListQuery(payslipListQuery, { page: '3', sort: 'size', filter: { payslip_year: '2026', payslip_month: 13 } }),
    ).toEqual({
      query: { page: 3, per_page: 10, sort: '-created_at', filter: { payslip_year: 2026 } },
      refused: ['sort', 'payslip_month'],
    })
  })
})
