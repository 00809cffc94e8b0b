import { contract, API_PREFIX } from '@contract'
import { accessLogSorts, type AccessLogListQuery } from '@contract/access-log'
import { certificateSorts, type CertificateListQuery } from '@contract/certificate'
import { correctionSorts, type CorrectionListQuery } from '@contract/correction'
import { paginationMetaSchema } from '@contract/envelope'
import { expenseSorts, type ExpenseListQuery } from '@contract/expense'
import { leaveSorts, type LeaveListQuery } from '@contract/leave'
import { notificationSorts, type NotificationListQuery } from '@contract/notifications'
import { payslipSorts, type PayslipListQuery } from '@contract/payslip'
import type { AppRoute } from '@ts-rest/core'
import { z } from 'zod'
import type { TestClient } from '../../mocks/test/client'
import { contractRoutes } from '../conformance/routes'

/**
 * What `npm run bench:mock` times: every paged list of the contract, each with the queries a person
 * makes (the default page, each filter, the search, every sort, a long page). A paged list found in the
 * contract without cases here fails the bench and its test, so a new list is timed from its first day.
 */
export type ListCase = { name: string; call: (client: TestClient) => Promise<{ status: number; body: unknown }> }
export type ListEndpoint = { route: AppRoute; cases: ListCase[] }

/** How a list route reads in the table: `GET /leaves`. */
export const endpointName = (route: AppRoute) => `${route.method} ${route.path.replace(API_PREFIX, '')}`

/** A list route of the contract answers Laravel's paginator: `data` and the shared `meta`. */
export function isPagedList(route: AppRoute): boolean {
  const answer = (route.responses as Record<number, unknown>)[200]
  return route.method === 'GET' && answer instanceof z.ZodObject && answer.shape.meta === paginationMetaSchema
}

export const pagedListRoutes = (): AppRoute[] =>
  contractRoutes(contract)
    .map(({ route }) => route)
    .filter(isPagedList)

const sortCases = <Q>(sorts: readonly string[]) => sorts.map((sort) => ({ name: `sort ${sort}`, query: { sort } as Q }))

function casesOf<Q>(
  list: (client: TestClient, query: Q) => Promise<{ status: number; body: unknown }>,
  cases: readonly { name: string; query: Q }[],
): ListCase[] {
  return cases.map(({ name, query }) => ({ name, call: (client) => list(client, query) }))
}

const leaveCases = casesOf<LeaveListQuery>(
  (client, query) => client.leave.list({ query }),
  [
    { name: 'default (page 1, -updated_at)', query: {} },
    { name: 'filter status', query: { filter: { status: 'approved' } } },
    { name: 'filter leave type', query: { filter: { leave_type: 'sick' } } },
    { name: 'filter date range', query: { filter: { date_started: '2025-03-01', date_finished: '2025-05-31' } } },
    { name: 'search', query: { filter: { search: 'batangas' } } },
    {
      name: 'all filters and search',
      query: {
        filter: {
          status: 'approved',
          leave_type: 'vacation',
          search: 'trip',
          date_started: '2024-06-01',
          date_finished: '2026-06-01',
        },
      },
    },
    {
      name: 'empty filters (All)',
      query: { filter: { status: '', leave_type: '', search: '', date_started: '', date_finished: '' } },
    },
    ...sortCases<LeaveListQuery>(leaveSorts),
    { name: 'deep page (190 of 200)', query: { page: 190 } },
    { name: '100 per page, page 15', query: { page: 15, per_page: 100 } },
  ],
)

const expenseCases = casesOf<ExpenseListQuery>(
  (client, query) => client.expense.list({ query }),
  [
    { name: 'default (page 1, -updated_at)', query: {} },
    { name: 'filter status', query: { filter: { status: 'pending' } } },
    { name: 'filter request type', query: { filter: { item_type: 'training' } } },
    { name: 'filter date range', query: { filter: { date_started: '2025-01-01', date_finished: '2026-12-31' } } },
    { name: 'search', query: { filter: { search: 'laptop' } } },
    {
      name: 'all filters and search',
      query: {
        filter: {
          status: 'approved',
          item_type: 'item',
          search: 'a',
          date_started: '2024-06-01',
          date_finished: '2026-12-31',
        },
      },
    },
    {
      name: 'empty filters (All)',
      query: { filter: { status: '', item_type: '', search: '', date_started: '', date_finished: '' } },
    },
    ...sortCases<ExpenseListQuery>(expenseSorts),
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

const certificateCases = casesOf<CertificateListQuery>(
  (client, query) => client.certificate.list({ query }),
  [
    { name: 'default (page 1, -updated_at)', query: {} },
    { name: 'filter status', query: { filter: { status: 'approved' } } },
    { name: 'filter purpose', query: { filter: { purpose: 'bank_loan' } } },
    { name: 'filter date range', query: { filter: { date_started: '2025-01-01', date_finished: '2026-12-31' } } },
    { name: 'search', query: { filter: { search: 'bank' } } },
    {
      name: 'empty filters (All)',
      query: { filter: { status: '', purpose: '', search: '', date_started: '', date_finished: '' } },
    },
    ...sortCases<CertificateListQuery>(certificateSorts),
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

const payslipCases = casesOf<PayslipListQuery>(
  (client, query) => client.payslip.list({ query }),
  [
    { name: 'default (page 1, -created_at)', query: {} },
    { name: 'filter year', query: { filter: { payslip_year: 2025 } } },
    { name: 'filter year and month', query: { filter: { payslip_year: 2025, payslip_month: 6 } } },
    { name: 'empty filters (All)', query: { filter: { payslip_year: '', payslip_month: '' } } },
    ...sortCases<PayslipListQuery>(payslipSorts),
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

const notificationCases = casesOf<NotificationListQuery>(
  (client, query) => client.notifications.list({ query }),
  [
    { name: 'default (page 1, -created_at)', query: {} },
    { name: 'filter unread', query: { filter: { state: 'unread' } } },
    { name: 'filter topic', query: { filter: { topic: 'security' } } },
    { name: 'empty filters (All)', query: { filter: { state: '', topic: '' } } },
    ...sortCases<NotificationListQuery>(notificationSorts),
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

const accessLogCases = casesOf<AccessLogListQuery>(
  (client, query) => client.accessLog.list({ query }),
  [
    { name: 'default (page 1, -at)', query: {} },
    { name: 'filter category', query: { filter: { category: 'sign_ins' } } },
    { name: 'filter actor role', query: { filter: { actor_role: 'hr' } } },
    { name: 'category and actor role', query: { filter: { category: 'pay', actor_role: 'payroll' } } },
    { name: 'empty filters (All)', query: { filter: { category: '', actor_role: '' } } },
    ...sortCases<AccessLogListQuery>(accessLogSorts),
    { name: 'deep page', query: { page: 20 } },
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

const correctionCases = casesOf<CorrectionListQuery>(
  (client, query) => client.correction.list({ query }),
  [
    { name: 'default (page 1, -updated_at)', query: {} },
    { name: 'filter status', query: { filter: { status: 'approved' } } },
    { name: 'filter field', query: { filter: { field: 'tin' } } },
    { name: 'filter date range', query: { filter: { date_started: '2025-01-01', date_finished: '2026-12-31' } } },
    { name: 'search', query: { filter: { search: 'name' } } },
    {
      name: 'empty filters (All)',
      query: { filter: { status: '', field: '', search: '', date_started: '', date_finished: '' } },
    },
    ...sortCases<CorrectionListQuery>(correctionSorts),
    { name: '100 per page', query: { per_page: 100 } },
  ],
)

export const listEndpoints: ListEndpoint[] = [
  { route: contract.leave.list, cases: leaveCases },
  { route: contract.expense.list, cases: expenseCases },
  { route: contract.certificate.list, cases: certificateCases },
  { route: contract.correction.list, cases: correctionCases },
  { route: contract.payslip.list, cases: payslipCases },
  { route: contract.notifications.list, cases: notificationCases },
  { route: contract.accessLog.list, cases: accessLogCases },
]

/** The paged lists of the contract that no endpoint above times. */
export const untimedPagedLists = (): string[] =>
  pagedListRoutes()
    .filter((route) => !listEndpoints.some((endpoint) => endpoint.route === route && endpoint.cases.length > 0))
    .map(endpointName)
