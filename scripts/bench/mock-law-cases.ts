import { contract } from '@contract'
import { manilaDate } from '../../mocks/clock'
import type { TestClient } from '../../mocks/test/client'
import type { ListEndpoint } from './mock-list-cases'

/**
 * What `npm run bench:mock` times besides the lists: the answers the mock computes from a person's whole
 * history (the leave law, the balance on a date, the 13th-month pay, a payslip's changes, the BIR Form 2316,
 * each privacy category's last access), asked with the main persona's 2,000 leaves, a year of payslips and a
 * year of the access log. The form asks the preview each time its dates change, so it is held to the same
 * budget as a list.
 */

/** A date in this year that the bench's "today" has not passed: the balance card's question. */
const laterThisYear = () => `${manilaDate().slice(0, 4)}-12-14`

/** The id of the main persona's latest payslip, found once. */
function latestPayslipId(): (client: TestClient) => Promise<number> {
  let id: number | null = null
  return async (client) => {
    if (id !== null) return id
    const latest = await client.payslip.latest()
    if (latest.status !== 200 || !latest.body.data) throw new Error('the main persona has no payslip')
    id = latest.body.data.id
    return id
  }
}
const latestId = latestPayslipId()

export const lawEndpoints: ListEndpoint[] = [
  { route: contract.leave.balances, cases: [{ name: 'this year', call: (client) => client.leave.balances() }] },
  { route: contract.leave.types, cases: [{ name: 'every type', call: (client) => client.leave.types() }] },
  {
    route: contract.leave.balancesOn,
    cases: [
      { name: 'every type on a date', call: (client) => client.leave.balancesOn({ query: { date: laterThisYear() } }) },
    ],
  },
  {
    route: contract.leave.balancePreview,
    cases: [
      {
        name: 'a week of vacation',
        call: (client) =>
          client.leave.balancePreview({
            query: {
              type: 'vacation',
              date_started: laterThisYear(),
              date_finished: laterThisYear().replace(/14$/, '18'),
            },
          }),
      },
    ],
  },
  {
    route: contract.payslip.thirteenthMonth,
    cases: [{ name: 'this year so far', call: (client) => client.payslip.thirteenthMonth({ query: {} }) }],
  },
  {
    route: contract.payslip.changes,
    cases: [
      {
        name: 'the latest payslip',
        call: async (client) => client.payslip.changes({ params: { id: String(await latestId(client)) } }),
      },
    ],
  },
  {
    route: contract.payslip.taxCertificates,
    cases: [{ name: 'the years', call: (client) => client.payslip.taxCertificates() }],
  },
  {
    route: contract.payslip.taxCertificate,
    cases: [
      {
        name: 'last year',
        call: (client) =>
          client.payslip.taxCertificate({ params: { year: String(Number(manilaDate().slice(0, 4)) - 1) } }),
      },
    ],
  },
  {
    route: contract.privacyCategories.list,
    cases: [{ name: 'a year of the access log', call: (client) => client.privacyCategories.list() }],
  },
]
