import { describe, expect, it } from 'vitest'
import { leaveListQuerySchema } from '@contract/leave'
import { expenseListQuery, leaveListQuery, payslipListQuery } from '@contract/list-queries'
import { listQueryOf, listSearch, validateListSearch } from './list-search'

describe('a list search from the rules of a contract list query', () => {
  it('fills the defaults of the contract: page 1, 10 per page, its default sort', () => {
    expect(validateListSearch(leaveListQuery, {})).toEqual({ page: 1, per_page: 10, sort: '-updated_at' })
    expect(validateListSearch(payslipListQuery, {})).toEqual({ page: 1, per_page: 10, sort: '-created_at' })
  })

  it('keeps the filters at the top level, typed as the contract coerces them', () => {
    expect(validateListSearch(payslipListQuery, { page: 3, payslip_year: 2026, payslip_month: '4' })).toEqual({
      page: 3,
      per_page: 10,
      sort: '-created_at',
      payslip_year: 2026,
      payslip_month: 4,
    })
  })

  it('replaces each refused value with its default and keeps the rest', () => {
    expect(
      validateListSearch(expenseListQuery, {
        page: -2,
        per_page: 'lots',
        sort: 'salary',
        status: 'lost',
        item_type: 'training',
        date_started: '2026-02-30',
      }),
    ).toMatchObject({ page: 1, per_page: 10, sort: '-updated_at', item_type: 'training' })
  })

  it('names what it refused as undefined, so the raw value cannot show through', () => {
    const search = validateListSearch(leaveListQuery, { status: 'lost', utm_source: 'mail', search: ['a'] })
    expect(search).toHaveProperty('status', undefined)
    expect(search).toHaveProperty('utm_source', undefined)
    expect(search).toHaveProperty('search', undefined)
  })

  it("reads 'All' (empty) as no filter", () => {
    expect(validateListSearch(leaveListQuery, { status: '' })).toEqual({
      page: 1,
      per_page: 10,
      sort: '-updated_at',
      status: undefined,
    })
  })

  it('gives route options whose validateSearch never throws', () => {
    const { validateSearch } = listSearch(leaveListQuery)
    const hostile = [{ page: { $gt: 1 } }, { filter: 'x' }, { __proto__: 'x' }, { sort: null, page: Infinity }]
    for (const raw of hostile) expect(() => validateSearch(raw as never)).not.toThrow()
  })

  it('turns a list search back into the contract list query, leaving out empty filters', () => {
    expect(
      listQueryOf({ page: 2, per_page: 20, sort: '-updated_at', status: 'pending', leave_type: '', search: undefined }),
    ).toEqual({ page: 2, per_page: 20, sort: '-updated_at', filter: { status: 'pending' } })
    // The contract parses it as the server would.
    expect(
      leaveListQuerySchema.safeParse(listQueryOf({ page: 2, per_page: 20, sort: 'type', status: 'denied' })).success,
    ).toBe(true)
  })
})
