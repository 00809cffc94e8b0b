import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { codedLinesOf } from '../db/payslips'
import { personas } from '../seed/personas'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // 23 Nov 2026: Maria (hired 19 Sep 2025) has every cut-off from Oct 2025 to the 1st half of Nov 2026.

/*
 * The year's last payroll (docs/product/philippines.md#payslip-figures): December's second payslip pays the
 * unused service incentive leave in cash (Labor Code art. 95) and makes the year-end tax adjustment (RR 2-98).
 *
 * Maria earns ₱58,500 a month: her daily rate is 58,500 x 12 / 261 = 2,689.655172..., which payroll keeps
 * unrounded (as for leave without pay), so 5 days are 13,448.275862... = ₱13,448.28. Rounding the rate
 * first (5 x 2,689.66) would give ₱13,448.30.
 */
const SIL_CONVERSION = 13_448.28

/*
 * Her 2026, 24 cut-offs (the 21 seeded, then 16-30 Nov, 1-15 Dec and 16-31 Dec published here):
 * - basic 24 x 29,250 = 702,000, less one day of leave without pay in July (2,689.66): 699,310.34;
 * - contributions 24 x (875 + 731.25 + 100) = 21,000 + 17,550 + 2,400 = 40,950;
 * - six release cut-offs (first halves of odd months) of 6 h overtime (2,521.55) and 4 night hours (134.48):
 *   15,129.30 and 806.88; holiday pay for 12 Jun and 31 Aug worked: 2 x 2,689.66 = 5,379.32;
 * - taxable: 699,310.34 - 40,950 + 15,129.30 + 806.88 + 5,379.32 = 679,675.84 (the 13th-month pay,
 *   58,275.86, is under ₱90,000; the rice subsidy and the leave paid in cash are de minimis);
 * - tax due by the annual table: 22,500 + 20% of (679,675.84 - 400,000) = 22,500 + 55,935.168 = 78,435.17;
 * - withheld by BIR's semi-monthly table: 6 release cut-offs at 937.50 + 20% of (30,199.78 - 16,667) =
 *   3,644.06, 21,864.36; the two holiday cut-offs at 937.50 + 20% of (30,233.41 - 16,667) = 3,650.78,
 *   7,301.56; July's second at 937.50 + 20% of (24,854.09 - 16,667) = 2,574.92; 15 ordinary at 3,112.85,
 *   46,692.75. Together 78,433.59, so December's last payslip withholds 78,435.17 - 78,433.59 = 1.58 more.
 */
const TAX_DUE_2026 = 78_435.17
const ADJUSTMENT_2026 = 1.58

function publishThroughDecember() {
  control.publishPayslip(personas.regular.email) // 16-30 Nov
  control.publishPayslip(personas.regular.email) // 1-15 Dec
  return control.publishPayslip(personas.regular.email) // 16-31 Dec, paid on 23 Dec
}

describe("December's second payslip, the year's last payroll", () => {
  it('pays the 5 unused days of service incentive leave in cash and withholds the year-end adjustment', async () => {
    const december = publishThroughDecember()
    expect(december).toMatchObject({ period_start: '2026-12-16', pay_date: '2026-12-23' })
    expect(december.earnings).toEqual([
      { label: 'Basic pay', amount: 29_250 },
      { label: 'Rice subsidy (de minimis)', amount: 1_000 },
      { label: '13th-month pay', amount: 58_275.86 },
      { label: 'Unused service incentive leave paid in cash (5 days)', amount: SIL_CONVERSION },
    ])
    expect(december.deductions).toEqual([
      { label: 'SSS contribution', amount: 875, employer_share: 1_750 },
      { label: 'PhilHealth contribution', amount: 731.25, employer_share: 731.25 },
      { label: 'Pag-IBIG contribution', amount: 100, employer_share: 100 },
      // The cut-off's own tax, as every cut-off: 937.50 + 20% of (27,543.75 - 16,667).
      { label: 'Withholding tax', amount: 3_112.85 },
      { label: 'Year-end tax adjustment', amount: ADJUSTMENT_2026 },
    ])
    // Gross 29,250 + 1,000 + 58,275.86 + 13,448.28 = 101,974.14; deductions 1,706.25 + 3,112.85 + 1.58 =
    // 4,820.68; net 97,153.46. The year's withholding to date is the year's tax.
    expect(december).toMatchObject({ gross_pay: 101_974.14, total_deductions: 4_820.68, net_pay: 97_153.46 })
    expect(december.year_to_date.withholding_tax).toBe(TAX_DUE_2026)

    // January's first payslip of the next year pays no leave in cash and adjusts nothing.
    const january = control.publishPayslip(personas.regular.email)
    expect(january).toMatchObject({ period_start: '2027-01-01' })
    expect(codedLinesOf(january.id).map((line) => line.code)).not.toContain('sil_conversion')
    expect(codedLinesOf(january.id).map((line) => line.code)).not.toContain('year_end_tax_adjustment')
  })

  it('counts the days paid in cash as used, so they cannot be taken after', async () => {
    const { client } = await loginAs('regular')
    const before = await client.leave.balances()
    expect(before.status === 200 && before.body.data.find((b) => b.type === 'service incentive leave')).toMatchObject({
      entitled_days: 5,
      used_days: 0,
      pending_days: 0,
      remaining_days: 5,
    })
    publishThroughDecember()
    const after = await client.leave.balances()
    expect(after.status === 200 && after.body.data.find((b) => b.type === 'service incentive leave')).toMatchObject({
      entitled_days: 5,
      used_days: 5,
      remaining_days: 0,
    })
    const filed = await client.leave.create({
      body: {
        type: 'service incentive leave',
        date_started: '2026-12-29',
        date_finished: '2026-12-29',
        reason: 'Personal matters.',
      },
    })
    expect(filed).toMatchObject({
      status: 422,
      body: {
        errors: {
          type: [
            'This request needs 1 day, and on 29 Dec 2026 your service incentive leave balance is 0 days: 1 day short. File the rest as leave without pay.',
          ],
        },
      },
    })
  })

  it('explains the net pay: the 13th-month pay and the leave in cash added, the adjustment taken', async () => {
    const december = publishThroughDecember()
    const { client } = await loginAs('regular')
    const answer = await client.payslip.changes({ params: { id: december.id } })
    if (answer.status !== 200) throw new Error(`changes answered ${answer.status}`)
    // 58,275.86 + 13,448.28 - 1.58 = 71,722.56 more than 1-15 December.
    expect(answer.body.data).toMatchObject({
      net_pay_change: 71_722.56,
      lines: [
        { kind: 'earning', code: 'thirteenth_month', before: null, after: 58_275.86 },
        {
          kind: 'earning',
          code: 'sil_conversion',
          label: 'Unused service incentive leave paid in cash (5 days)',
          before: null,
          after: SIL_CONVERSION,
          change: SIL_CONVERSION,
        },
        {
          kind: 'deduction',
          code: 'year_end_tax_adjustment',
          label: 'Year-end tax adjustment',
          before: null,
          after: ADJUSTMENT_2026,
          change: ADJUSTMENT_2026,
        },
      ],
    })
  })
})

describe("Maria's BIR Form 2316 for 2026", () => {
  it('counts the leave paid in cash as de minimis, and the tax withheld as adjusted equals the tax due', async () => {
    publishThroughDecember()
    control.publishPayslip(personas.regular.email) // 1-15 Jan 2027
    clock.set('2027-01-04T09:00:00+08:00') // the first working day of 2027
    const { client } = await loginAs('regular')
    const answer = await client.payslip.taxCertificate({ params: { year: 2026 } })
    if (answer.status !== 200) throw new Error(`certificate answered ${answer.status}`)
    const certificate = answer.body.data
    expect(certificate).toMatchObject({ payslip_count: 24, period_from: '2026-01-01', period_to: '2026-12-31' })
    // De minimis: 24 x 1,000 rice subsidy + 13,448.28 leave paid in cash (monetized leave credits up to
    // 10 days a year, RR 11-2018). Non-taxable: 58,275.86 + 37,448.28 + 40,950 = 136,674.14.
    expect(certificate.non_taxable).toEqual({
      thirteenth_month_and_other_benefits: 58_275.86,
      de_minimis: 37_448.28,
      contributions: { sss: 21_000, philhealth: 17_550, pagibig: 2_400, total: 40_950 },
      total: 136_674.14,
    })
    expect(certificate.taxable).toEqual({
      basic_salary: 658_360.34, // 699,310.34 - 40,950
      holiday_pay: 5_379.32,
      overtime_pay: 15_129.3,
      night_differential: 806.88,
      thirteenth_month_excess: 0,
      other: 0,
      total: 679_675.84,
    })
    expect(certificate.summary).toEqual({
      gross_compensation: 816_349.98, // 136,674.14 + 679,675.84
      non_taxable_compensation: 136_674.14,
      taxable_compensation: 679_675.84,
      tax_due: TAX_DUE_2026,
      tax_withheld: TAX_DUE_2026, // 78,433.59 by the table, and 1.58 on December's last payslip
      year_end_adjustment: ADJUSTMENT_2026,
    })
  })
})
