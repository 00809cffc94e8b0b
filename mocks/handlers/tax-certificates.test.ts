import { API_PREFIX } from '@contract'
import type { TaxCertificate } from '@contract/payslip'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { db } from '../db'
import { codedLinesOf, linesOf } from '../db/payslips'
import { annualIncomeTax } from '../rules/tax-certificate'
import { personas } from '../seed/personas'
import { createClient, TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
// 23 Nov 2026: Maria (hired 19 Sep 2025) was paid six cut-offs in 2025, 1 Oct to 31 Dec, the last on Tuesday 23 Dec (paid before Christmas with the 13th-month pay).
useSeedAt()

async function download(year: number, token?: string) {
  return fetch(`${TEST_API_ORIGIN}${API_PREFIX}/tax-certificates/${year}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

async function certificateOf(persona: 'regular' | 'adminEmployee', year: number): Promise<TaxCertificate> {
  const { client } = await loginAs(persona)
  const answer = await client.payslip.taxCertificate({ params: { year } })
  if (answer.status !== 200) throw new Error(`certificate answered ${answer.status}`)
  return answer.body.data
}

const cents = (amount: number) => Math.round(amount * 100)

/** HR records someone's last day (mocks/control-api/payslips.ts). */
async function separateOverHttp(email: string, lastDay: string) {
  const response = await fetch(`${TEST_API_ORIGIN}/__mock/employees/separate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, last_day: lastDay }),
  })
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } }
}

describe("Maria's BIR Form 2316 for 2025 (docs/product/philippines.md#bir-form-2316)", () => {
  it('states every figure of the form, computed by hand from her six 2025 payslips', async () => {
    const certificate = await certificateOf('regular', 2025)
    expect(certificate).toMatchObject({
      year: 2025,
      available_from: '2026-01-02', // Tue 30 and Wed 31 Dec and 1 Jan are holidays; Friday 2 Jan is the first working day
      period_from: '2025-10-01',
      period_to: '2025-12-31',
      payslip_count: 6,
      employer: 'Bayanihan Tech Solutions Inc.',
      employer_tin: '009123456000',
      employee: { name: 'SANTOS, Maria Lim', employee_no: 'BTS-2025-0001', tin: expect.stringMatching(/^\d{9,12}$/) },
    })
    // A. Non-taxable: the 13th-month pay (175,500 / 12 = 14,625, under the ₱90,000 ceiling), the rice
    // subsidy (6 x 1,000) and her contributions (6 x SSS 875, PhilHealth 731.25, Pag-IBIG 100).
    expect(certificate.non_taxable).toEqual({
      thirteenth_month_and_other_benefits: 14_625,
      de_minimis: 6_000,
      contributions: { sss: 5_250, philhealth: 4_387.5, pagibig: 600, total: 10_237.5 },
      total: 30_862.5,
    })
    // B. Taxable: 6 x 29,250 = 175,500 basic less the 10,237.50 contributions, and the November release
    // cut-off's 6 hours of overtime (2,521.55) and 4 night hours (134.48). No holiday worked, no unpaid leave.
    expect(certificate.taxable).toEqual({
      basic_salary: 165_262.5,
      holiday_pay: 0,
      overtime_pay: 2_521.55,
      night_differential: 134.48,
      thirteenth_month_excess: 0,
      other: 0,
      total: 167_918.53,
    })
    // IV-A: gross = 175,500 + 2,521.55 + 134.48 + 6,000 + 14,625 (the tax refund is not compensation).
    // Tax due: 167,918.53 is under ₱250,000, so none. Withheld by BIR's semi-monthly table: five cut-offs of
    // 937.50 + 20% of (27,543.75 - 16,667) = 3,112.85 and November's first of 937.50 + 20% of
    // (30,199.78 - 16,667) = 3,644.06, 19,208.31; December's last payslip refunds all of it (RR 2-98),
    // so the tax withheld as adjusted is the tax due.
    expect(certificate.summary).toEqual({
      gross_compensation: 198_781.03,
      non_taxable_compensation: 30_862.5,
      taxable_compensation: 167_918.53,
      tax_due: 0,
      tax_withheld: 0,
      year_end_adjustment: -19_208.31,
    })
  })

  it("reconciles with the sum of the year's payslip lines to the centavo", async () => {
    const certificate = await certificateOf('regular', 2025)
    const payslips = db.payslip
      .getAll()
      .filter((row) => row.user_id === userIdOf('regular') && row.payslip_year === 2025)
    expect(payslips).toHaveLength(6)
    const sum = (pick: (label: string) => boolean, kind: 'earnings' | 'deductions') => {
      const lines = payslips.flatMap((slip) => linesOf(slip.id)[kind])
      return lines.filter((line) => pick(line.label)).reduce((total, line) => total + cents(line.amount), 0)
    }
    const all = () => true
    const unpaid = sum((label) => label.startsWith('Leave without pay'), 'deductions')
    const refund = sum((label) => label === 'Year-end tax refund', 'earnings')
    expect(refund).toBe(1_920_831)
    const grossOfPayslips = payslips.reduce((total, slip) => total + cents(slip.gross_pay), 0)
    expect(cents(certificate.summary.gross_compensation)).toBe(sum(all, 'earnings') - unpaid - refund)
    expect(cents(certificate.summary.gross_compensation)).toBe(grossOfPayslips - unpaid - refund)
    expect(cents(certificate.summary.tax_withheld)).toBe(
      sum((label) => label === 'Withholding tax', 'deductions') - refund,
    )
    expect(cents(certificate.summary.year_end_adjustment)).toBe(-refund)
    expect(cents(certificate.non_taxable.contributions.sss)).toBe(sum((l) => l === 'SSS contribution', 'deductions'))
    expect(cents(certificate.non_taxable.contributions.philhealth)).toBe(
      sum((l) => l === 'PhilHealth contribution', 'deductions'),
    )
    expect(cents(certificate.non_taxable.contributions.pagibig)).toBe(
      sum((l) => l === 'Pag-IBIG contribution', 'deductions'),
    )
    expect(cents(certificate.non_taxable.de_minimis)).toBe(sum((l) => l.includes('(de minimis)'), 'earnings'))
    expect(cents(certificate.taxable.overtime_pay)).toBe(sum((l) => l.startsWith('Overtime'), 'earnings'))
    expect(
      cents(certificate.non_taxable.thirteenth_month_and_other_benefits + certificate.taxable.thirteenth_month_excess),
    ).toBe(sum((l) => l === '13th-month pay', 'earnings'))
    // The form's own identities.
    const { summary, non_taxable: exempt, taxable } = certificate
    expect(cents(summary.gross_compensation)).toBe(cents(exempt.total) + cents(taxable.total))
    expect(cents(summary.tax_withheld)).toBe(cents(summary.tax_due))
  })
})

describe('the TRAIN annual table from 2023 (RA 10963)', () => {
  it('taxes each bracket on its excess, hand-computed', () => {
    expect(annualIncomeTax(250_000)).toBe(0)
    expect(annualIncomeTax(300_000)).toBe(7_500) // 15% of 50,000
    expect(annualIncomeTax(400_000)).toBe(22_500)
    expect(annualIncomeTax(500_000)).toBe(42_500) // 22,500 + 20% of 100,000
    expect(annualIncomeTax(1_000_000)).toBe(152_500) // 102,500 + 25% of 200,000
    expect(annualIncomeTax(3_000_000)).toBe(702_500) // 402,500 + 30% of 1,000,000
    expect(annualIncomeTax(9_000_000)).toBe(2_552_500) // 2,202,500 + 35% of 1,000,000
  })
})

describe('GET /tax-certificates', () => {
  it("lists Maria's 2025 and says the current year's comes by 31 January 2027", async () => {
    const { client } = await loginAs('regular')
    expect(await client.payslip.taxCertificates()).toMatchObject({
      status: 200,
      body: {
        data: {
          certificates: [
            {
              year: 2025,
              available_from: '2026-01-02',
              employer: 'Bayanihan Tech Solutions Inc.',
              period_from: '2025-10-01',
              period_to: '2025-12-31',
            },
          ],
          upcoming: { year: 2026, available_by: '2027-01-31' },
        },
      },
    })
  })

  it('gives no 2026 certificate to Maria before the year is over for her (409, with the day it comes)', async () => {
    const { client } = await loginAs('regular')
    expect(await client.payslip.taxCertificate({ params: { year: 2026 } })).toMatchObject({
      status: 409,
      body: {
        message:
          'Your BIR Form 2316 for 2026 is not ready yet: it comes after your last payday of 2026 (23 Dec 2026), from 4 Jan 2027.',
      },
    })
    const { token } = await loginAs('regular')
    expect((await download(2026, token)).status).toBe(409)
  })

  it('lists last year only once its last payday has passed, in the first days of January', async () => {
    clock.set('2026-01-01T09:00:00+08:00')
    const { client } = await loginAs('regular')
    expect(await client.payslip.taxCertificates()).toMatchObject({
      body: { data: { certificates: [], upcoming: { year: 2025, available_by: '2026-01-31' } } },
    })
    clock.set('2026-01-02T09:00:00+08:00')
    const later = await loginAs('regular') // the first session's token has expired
    expect(await later.client.payslip.taxCertificates()).toMatchObject({
      body: { data: { certificates: [{ year: 2025 }], upcoming: { year: 2026 } } },
    })
  })

  it("gives the current year's to someone who has left, from the first working day after the last payday", async () => {
    // Carmela leaves on Monday 30 November 2026 (Bonifacio Day): her last payday is Friday 27 November.
    expect(await separateOverHttp(personas.adminEmployee.email, '2026-11-30')).toMatchObject({
      status: 200,
      body: { data: { separated_on: '2026-11-30' } },
    })
    const { client } = await loginAs('adminEmployee')
    expect(await client.payslip.taxCertificates()).toMatchObject({
      body: { data: { certificates: [], upcoming: { year: 2026, available_by: '2026-12-01' } } },
    })
    expect((await client.payslip.taxCertificate({ params: { year: 2026 } })).status).toBe(409)

    control.publishPayslip(personas.adminEmployee.email)
    expect(() => control.publishPayslip(personas.adminEmployee.email)).toThrow(/left on 2026-11-30/)
    clock.set('2026-12-01T09:00:00+08:00')
    const later = await loginAs('adminEmployee') // the first session's token has expired
    expect(await later.client.payslip.taxCertificates()).toMatchObject({
      body: {
        data: {
          certificates: [{ year: 2026, available_from: '2026-12-01', period_to: '2026-11-30' }],
          upcoming: null,
        },
      },
    })
    const certificate = await certificateOf('adminEmployee', 2026)
    const payslips = db.payslip
      .getAll()
      .filter((row) => row.user_id === userIdOf('adminEmployee') && row.payslip_year === 2026)
    expect(certificate.payslip_count).toBe(payslips.length)
    // Her last payslip, of 16-30 November, is the year's last payroll: it makes the year-end adjustment, so
    // what was withheld is the year's tax; a refund there is not compensation.
    const last = payslips.find((slip) => slip.period_end === '2026-11-30')
    const refund = last
      ? codedLinesOf(last.id).filter((line) => line.kind === 'earning' && line.code === 'year_end_tax_adjustment')
      : []
    expect(cents(certificate.summary.gross_compensation)).toBe(
      payslips.reduce((total, slip) => total + cents(slip.gross_pay), 0) -
        refund.reduce((t, line) => t + cents(line.amount), 0),
    )
    expect(certificate.summary.tax_withheld).toBe(certificate.summary.tax_due)
  })
})

describe('recording a last day (control API)', () => {
  it('refuses an unknown person, a malformed day and a day before the hire date', async () => {
    expect((await separateOverHttp('nobody@bayanihantech.ph', '2026-11-30')).status).toBe(404)
    expect((await separateOverHttp(personas.regular.email, '30 Nov 2026')).status).toBe(422)
    expect(await separateOverHttp(personas.regular.email, '2025-01-31')).toMatchObject({
      status: 422,
      body: { message: 'The last day cannot come before the hire date, 2025-09-19.' },
    })
    expect(db.employee_record.getAll().find((row) => row.user_id === userIdOf('regular'))?.separated_on).toBeNull()
  })
})

describe('ownership and input', () => {
  it("answers 404 for a year without payslips, whoever's they would be, and 422 for a malformed year", async () => {
    const { client, token } = await loginAs('probationary') // hired in September 2026: no 2025 payslips
    expect(await client.payslip.taxCertificate({ params: { year: 2025 } })).toMatchObject({
      status: 404,
      body: { message: 'You have no BIR Form 2316 for 2025: no payslip was paid to you that year.' },
    })
    expect((await download(2025, token)).status).toBe(404)
    expect(await rawRequest('GET', '/tax-certificates/twenty', { token })).toMatchObject({
      status: 422,
      body: { errors: { year: [expect.any(String)] } },
    })
    expect(await rawRequest('GET', '/tax-certificates/99999', { token })).toMatchObject({ status: 422 })
  })

  it('answers 401 without a token and 403 to a contractor, as the payslips do', async () => {
    expect((await createClient().payslip.taxCertificates()).status).toBe(401)
    expect((await download(2025)).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.payslip.taxCertificates()).status).toBe(403)
    expect((await client.payslip.taxCertificate({ params: { year: 2025 } })).status).toBe(403)
  })
})

describe('GET /tax-certificates/:year/download', () => {
  it('answers the form as a named PDF, its parts and every figure in it, the TIN in full', async () => {
    const { token } = await loginAs('regular')
    const response = await download(2025, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bir-2316-2025.pdf"')
    const pdf = new TextDecoder('latin1').decode(await response.arrayBuffer())
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const tin = db.social_benefits.getAll().find((row) => row.user_id === userIdOf('regular'))?.tin ?? 'none'
    for (const text of [
      'BIR Form No. 2316',
      'Certificate of Compensation Payment / Tax Withheld',
      'For the year: 2025',
      'For the period: 1 Oct 2025 to 31 Dec 2025',
      'Part I - Employee Information',
      'SANTOS, Maria Lim',
      (tin.match(/\d{1,3}/g) ?? []).join('-'),
      'Part II - Employer Information \\(Present\\)',
      'Bayanihan Tech Solutions Inc.',
      '009-123-456-000',
      'Part IV-A - Summary',
      'Part IV-B - Details of Compensation Income and Tax Withheld from Present Employer',
      'PHP 198,781.03',
      'PHP 30,862.50',
      'PHP 167,918.53',
      'PHP 0.00',
      '26A  Taxes withheld by the present employer in the year',
      'PHP 19,208.31',
      'Year-end adjustment on the last payslip: refunded to the employee',
      '27  Total amount of taxes withheld as adjusted',
      'PHP 14,625.00',
      'PHP 6,000.00',
      'PHP 10,237.50',
      'PHP 5,250.00',
      'PHP 4,387.50',
      'PHP 600.00',
      'PHP 165,262.50',
      'PHP 2,521.55',
      'PHP 134.48',
    ]) {
      expect(pdf, text).toContain(text)
    }
  })
})
