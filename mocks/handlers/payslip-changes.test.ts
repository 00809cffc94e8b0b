import { describe, expect, it } from 'vitest'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { mariasPayslip } from '../test/maria-payslips'
import { rawRequest } from '../test/raw-request'
import { payslipIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // 23 Nov 2026: Maria (hired 19 Sep 2025) has every cut-off from Oct 2025 to the 1st half of Nov 2026.

/*
 * Maria's rates: ₱58,500 a month, so a daily rate of ₱58,500 x 12 / 261 = ₱2,689.655 and an hourly
 * rate of ₱336.207. An ordinary cut-off: basic ₱29,250, contributions ₱875 + ₱731.25 + ₱100, taxable
 * ₱27,543.75; BIR's semi-monthly table takes ₱937.50 + (₱27,543.75 - ₱16,667) x 20% = ₱3,112.85.
 * Net pay: ₱29,250 + ₱1,000 rice subsidy - (₱1,706.25 + ₱3,112.85) = ₱25,430.90.
 */
describe('GET /payslips/:id/changes', () => {
  it('compares a release cut-off with the one before: overtime and night hours added, the tax up', async () => {
    const { client } = await loginAs('regular')
    const november = mariasPayslip(2026, 11, 'first_half')
    const october = mariasPayslip(2026, 10, 'second_half')
    // Overtime 6 h x ₱336.207 x 125% = ₱2,521.55; night differential 4 h x ₱336.207 x 10% = ₱134.48.
    // Taxable ₱30,199.78: ₱937.50 + (₱30,199.78 - ₱16,667) x 20% = ₱3,644.06, ₱531.21 more.
    // Net: ₱2,656.03 more earned, ₱531.21 more tax = ₱2,124.82 more.
    expect(await client.payslip.changes({ params: { id: november.id } })).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        message: 'What changed from your payslip before.',
        errors: null,
        data: {
          previous: expect.objectContaining({ id: october.id, period_start: '2026-10-16', net_pay: 25_430.9 }),
          net_pay_change: 2_124.82,
          gross_pay_change: 2_656.03,
          total_deductions_change: 531.21,
          lines: [
            {
              kind: 'earning',
              code: 'overtime',
              label: 'Overtime (6 hours at 125%)',
              before: null,
              after: 2_521.55,
              change: 2_521.55,
            },
            {
              kind: 'earning',
              code: 'night_differential',
              label: 'Night differential (4 hours at 10%)',
              before: null,
              after: 134.48,
              change: 134.48,
            },
            {
              kind: 'deduction',
              code: 'withholding_tax',
              label: 'Withholding tax',
              before: 3_112.85,
              after: 3_644.06,
              change: 531.21,
            },
          ],
        },
      },
    })
  })

  it('names leave without pay taken, and the overtime of the cut-off before that is gone', async () => {
    const { client } = await loginAs('regular')
    // 16-31 July 2026: one day of leave without pay (₱2,689.66), after 1-15 July's release overtime.
    // Taxable ₱27,543.75 - ₱2,689.66 = ₱24,854.09: ₱937.50 + (₱24,854.09 - ₱16,667) x 20% = ₱2,574.92.
    const answer = await client.payslip.changes({ params: { id: mariasPayslip(2026, 7, 'second_half').id } })
    if (answer.status !== 200) throw new Error(`changes answered ${answer.status}`)
    expect(answer.body.data.lines).toEqual([
      expect.objectContaining({ code: 'overtime', before: 2_521.55, after: null, change: -2_521.55 }),
      expect.objectContaining({ code: 'night_differential', before: 134.48, after: null, change: -134.48 }),
      {
        kind: 'deduction',
        code: 'unpaid_leave',
        label: 'Leave without pay (1 day)',
        before: null,
        after: 2_689.66,
        change: 2_689.66,
      },
      expect.objectContaining({ code: 'withholding_tax', before: 3_644.06, after: 2_574.92, change: -1_069.14 }),
    ])
    // ₱2,656.03 less earned, ₱2,689.66 unpaid, ₱1,069.14 less tax: ₱4,276.55 less.
    expect(answer.body.data.net_pay_change).toBe(-4_276.55)
  })

  it('answers no changes between two ordinary cut-offs, and nothing to compare with for the first payslip', async () => {
    const { client } = await loginAs('regular')
    expect(await client.payslip.changes({ params: { id: mariasPayslip(2026, 10, 'first_half').id } })).toMatchObject({
      status: 200,
      body: { data: { net_pay_change: 0, lines: [] } },
    })
    expect(await client.payslip.changes({ params: { id: mariasPayslip(2025, 10, 'first_half').id } })).toMatchObject({
      status: 200,
      body: { data: { previous: null, net_pay_change: 0, lines: [] } },
    })
  })

  it("adds the 13th-month pay and the year-end tax refund on December's second payslip", async () => {
    const { client } = await loginAs('regular')
    const answer = await client.payslip.changes({ params: { id: mariasPayslip(2025, 12, 'second_half').id } })
    if (answer.status !== 200) throw new Error(`changes answered ${answer.status}`)
    // ₱14,625 is under the ₱90,000 ceiling: no tax on it. The year-end adjustment (RR 2-98): her 2025
    // taxable compensation, ₱167,918.53, is under ₱250,000, so the year's tax is nil and all that was
    // withheld comes back: five cut-offs at ₱3,112.85 and November's first at ₱3,644.06, ₱19,208.31.
    // This cut-off's own ₱3,112.85 is withheld as usual, so the withholding line does not change.
    expect(answer.body.data).toMatchObject({
      net_pay_change: 33_833.31, // 14,625 + 19,208.31
      lines: [
        {
          kind: 'earning',
          code: 'thirteenth_month',
          label: '13th-month pay',
          before: null,
          after: 14_625,
          change: 14_625,
        },
        {
          kind: 'earning',
          code: 'year_end_tax_adjustment',
          label: 'Year-end tax refund',
          before: null,
          after: 19_208.31,
          change: 19_208.31,
        },
      ],
    })
  })

  it("answers 404 for another employee's payslip and a missing one, 422 for a malformed id", async () => {
    const { client, token } = await loginAs('regular')
    expect(await client.payslip.changes({ params: { id: payslipIdOf('probationary') } })).toMatchObject({
      status: 404,
      body: { message: 'Payslip not found.' },
    })
    expect((await client.payslip.changes({ params: { id: 424_242 } })).status).toBe(404)
    expect(await rawRequest('GET', '/payslips/abc/changes', { token })).toMatchObject({
      status: 422,
      body: { errors: { id: ['The id must be a number.'] } },
    })
    expect((await createClient().payslip.changes({ params: { id: 1 } })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.payslip.changes({ params: { id: 1 } })).status).toBe(403)
  })
})
