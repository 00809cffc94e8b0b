import { describe, expect, it } from 'vitest'
import { control } from './index'
import { personas } from '../seed/personas'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // 23 Nov 2026: Maria's latest payslip is for 1-15 November.

async function publishOverHttp(email: string) {
  const response = await fetch(`${TEST_API_ORIGIN}/__mock/payslips/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } }
}

describe('payroll publishes a payslip (control API)', () => {
  it("publishes the employee's next cut-off, unopened, and e-mails them", async () => {
    const { client } = await loginAs('regular')
    expect(await publishOverHttp(personas.regular.email)).toMatchObject({
      status: 200,
      body: {
        data: {
          period_start: '2026-11-16',
          period_end: '2026-11-30',
          pay_date: '2026-11-27',
          cutoff: 'second_half',
          viewed_at: null,
        },
      },
    })
    expect(await client.payslip.unviewedCount()).toMatchObject({ body: { data: { count: 3 } } })
    expect(await client.payslip.latest()).toMatchObject({ body: { data: { period_start: '2026-11-16' } } })
    expect(control.latestEmail(personas.regular.email)).toMatchObject({
      subject: 'Your payslip is ready',
      text: expect.stringContaining('paid on 27 Nov 2026'),
    })
  })

  it("adds the 13th-month pay to December's second cut-off, computed from the year's basic pay", async () => {
    control.publishPayslip(personas.regular.email) // 16-30 Nov
    control.publishPayslip(personas.regular.email) // 1-15 Dec
    const december = control.publishPayslip(personas.regular.email)
    // 24 cut-offs of ₱29,250 in 2026, less one day of leave without pay (₱2,689.66), over 12.
    expect(december).toMatchObject({
      period_end: '2026-12-31',
      pay_date: '2026-12-23', // by 24 December, with the 13th-month pay
      earnings: expect.arrayContaining([{ label: '13th-month pay', amount: 58_275.86 }]),
    })
  })

  it('refuses a contractor, who is not on payroll (409), and an unknown address (404)', async () => {
    expect(await publishOverHttp(personas.contractor.email)).toMatchObject({ status: 409 })
    expect(await publishOverHttp('nobody@example.ph')).toMatchObject({ status: 404 })
  })
})
