import { contract } from '@contract'
import { describe, expect, it } from 'vitest'
import { endpointName, isPagedList, listEndpoints, pagedListRoutes, untimedPagedLists } from './mock-list-cases'

describe('what the mock list benchmark times', () => {
  it('finds the paged lists of the contract by their answer, not by a list kept by hand', () => {
    expect(pagedListRoutes().map(endpointName).sort()).toEqual([
      'GET /certificate-requests',
      'GET /correction-requests',
      'GET /item-requests',
      'GET /leaves',
      'GET /notifications',
      'GET /payslips',
      'GET /privacy/access-log',
    ])
    expect(isPagedList(contract.leave.get)).toBe(false)
    expect(isPagedList(contract.leave.calendar)).toBe(false)
  })

  it('times every paged list of the contract', () => {
    expect(untimedPagedLists()).toEqual([])
    for (const endpoint of listEndpoints) expect(endpoint.cases.length).toBeGreaterThan(0)
  })
})
