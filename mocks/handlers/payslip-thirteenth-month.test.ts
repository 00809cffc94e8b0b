import { describe, expect, it } from 'vitest'
import { control } from '../control-api'
import { personas } from '../seed/personas'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { mariasPayslip } from '../test/maria-payslips'
import { rawRequest } from '../test/raw-request'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // 23 Nov 2026: Maria (hired 19 Sep 2025) has every cut-off from Oct 2025 to the 1st half of Nov 2026.

describe('GET /payslips/thirteenth-month', () => {
  it("answers this year's 13th-month pay so far: a twelfth of the basic pay, less leave without pay", async () => {
    const { client } = await loginAs('regular')
    // 21 cut-offs of ₱29,250 = ₱614,250, less one day of leave without pay in July
    // (₱58,500 x 12 / 261 = ₱2,689.66): ₱611,560.34, of which a twelfth is ₱50,963.36. Overtime,
    // night differential and the holiday pay of June and August are not counted.
    expect(await client.payslip.thirteenthMonth({ query: {} })).toMatchObject({
      status: 200,
      body: {
        data: {
          year: 2026,
          earned_so_far: 50_963.36,
          basic_pay_counted: 611_560.34,
          payslips_counted: 21,
          due_on: '2026-12-24',
          tax_exempt_ceiling: 90_000,
          other_benefits_so_far: 0,
          // Below the ₱90,000 ceiling: all of it is tax-exempt.
          tax_exempt_part: 50_963.36,
          taxable_part: 0,
          paid: null,
        },
      },
    })
  })

  it("answers a past year, paid on December's second payslip with the same amount to the centavo", async () => {
    const { client } = await loginAs('regular')
    const december = mariasPayslip(2025, 12, 'second_half')
    // Six cut-offs from October 2025 at ₱29,250 = ₱175,500; a twelfth is ₱14,625.
    expect(await client.payslip.thirteenthMonth({ query: { year: 2025 } })).toMatchObject({
      status: 200,
      body: {
        data: {
          year: 2025,
          earned_so_far: 14_625,
          basic_pay_counted: 175_500,
          payslips_counted: 6,
          due_on: '2025-12-24',
          tax_exempt_part: 14_625,
          taxable_part: 0,
          paid: { payslip_id: december.id, pay_date: '2025-12-23', amount: 14_625 },
        },
      },
    })
    const payslip = await client.payslip.get({ params: { id: december.id } })
    expect(payslip).toMatchObject({
      body: { data: { earnings: expect.arrayContaining([{ label: '13th-month pay', amount: 14_625 }]) } },
    })
  })

  it("equals this year's December line once payroll publishes it", async () => {
    const { client } = await loginAs('regular')
    control.publishPayslip(personas.regular.email) // 16-30 Nov
    control.publishPayslip(personas.regular.email) // 1-15 Dec
    const december = control.publishPayslip(personas.regular.email)
    // 24 cut-offs of ₱29,250 = ₱702,000, less ₱2,689.66: ₱699,310.34 / 12 = ₱58,275.86.
    expect(december.earnings).toContainEqual({ label: '13th-month pay', amount: 58_275.86 })
    expect(await client.payslip.thirteenthMonth({ query: { year: 2026 } })).toMatchObject({
      body: {
        data: {
          earned_so_far: 58_275.86,
          payslips_counted: 24,
          tax_exempt_part: 58_275.86,
          paid: { payslip_id: december.id, pay_date: '2026-12-23', amount: 58_275.86 },
        },
      },
    })
  })

  it('answers nothing earned yet for a year without payslips', async () => {
    const { client } = await loginAs('regular')
    expect(await client.payslip.thirteenthMonth({ query: { year: 2024 } })).toMatchObject({
      status: 200,
      body: { data: { year: 2024, earned_so_far: 0, payslips_counted: 0, tax_exempt_part: 0, paid: null } },
    })
  })

  it('answers 422 for a year that is not one, 401 without a token and 403 to a contractor', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/payslips/thirteenth-month?year=abc', { token })).toMatchObject({
      status: 422,
      body: { errors: { year: expect.any(Array) } },
    })
    expect(await rawRequest('GET', '/payslips/thirteenth-month?year=1999', { token })).toMatchObject({ status: 422 })
    expect((await createClient().payslip.thirteenthMonth({ query: {} })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.payslip.thirteenthMonth({ query: {} })).status).toBe(403)
  })
})
