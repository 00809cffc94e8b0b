import { describe, expect, it } from 'vitest'
import { checkUpload } from './uploaded-files'
import { holidaysOf } from './holidays'
import {
  monthlyContributions,
  monthlyEmployerContributions,
  semiMonthlyPayslip,
  semiMonthlyWithholdingTax,
} from './payroll'
import { textPdf } from '../presenters/pdf'
import { isWorkingDay, leaveDays } from './working-days'

describe('Philippine holidays', () => {
  it('has the 2026 proclamation: 12 regular, 8 special non-working and 1 special working day', () => {
    const holidays = holidaysOf(2026)
    expect(holidays.filter((h) => h.type === 'regular')).toHaveLength(12)
    expect(holidays.filter((h) => h.type === 'special_non_working')).toHaveLength(8)
    expect(holidays.find((h) => h.type === 'special_working')?.date).toBe('2026-02-25')
  })

  it('puts National Heroes Day on the last Monday of August in a year without a proclamation on file', () => {
    expect(holidaysOf(2027).find((h) => h.name === 'National Heroes Day')?.date).toBe('2027-08-30')
  })
})

describe('leave days', () => {
  it('count weekdays only and skip holidays, but not special working days', () => {
    expect(leaveDays('vacation', '2026-12-21', '2026-12-31')).toBe(5) // 24, 25, 30, 31 are holidays
    expect(isWorkingDay('2026-02-25')).toBe(true)
    expect(isWorkingDay('2026-11-21')).toBe(false) // a Saturday
  })

  it('count maternity leave in calendar days, as RA 11210 gives 105 of them', () => {
    expect(leaveDays('maternity leave', '2026-12-21', '2026-12-31')).toBe(11)
    expect(leaveDays('paternity leave', '2026-12-21', '2026-12-31')).toBe(5)
  })

  it('count a half day as half', () => {
    expect(leaveDays('half day-morning', '2026-11-23', '2026-11-23')).toBe(0.5)
  })
})

describe('payroll (docs/product/philippines.md#payslip-figures)', () => {
  it('computes the employee shares of SSS, PhilHealth and Pag-IBIG within their floors and caps', () => {
    expect(monthlyContributions(30_000)).toEqual({ sss: 1_500, philhealth: 750, pagibig: 200 })
    expect(monthlyContributions(4_000)).toEqual({ sss: 250, philhealth: 250, pagibig: 80 })
    expect(monthlyContributions(150_000)).toEqual({ sss: 1_750, philhealth: 2_500, pagibig: 200 })
  })

  it("computes the employer's shares: SSS 10% of the MSC, PhilHealth the other half, Pag-IBIG 2% up to ₱200", () => {
    expect(monthlyEmployerContributions(30_000)).toEqual({ sss: 3_000, philhealth: 750, pagibig: 200 })
    expect(monthlyEmployerContributions(4_000)).toEqual({ sss: 500, philhealth: 250, pagibig: 80 })
    expect(monthlyEmployerContributions(150_000)).toEqual({ sss: 3_500, philhealth: 2_500, pagibig: 200 })
  })

  it("withholds tax by BIR's semi-monthly table, not by half the monthly one (RR 11-2018, from 2023)", () => {
    expect(semiMonthlyWithholdingTax(10_417)).toBe(0)
    expect(semiMonthlyWithholdingTax(15_000)).toBe(687.45) // 15% of (15,000 - 10,417) = 687.45
    // Maria's ordinary cut-off: 937.50 + 20% of (27,543.75 - 16,667) = 937.50 + 2,175.35 = 3,112.85.
    // Half the monthly table gave 3,112.95: (1,875 + 20% of (55,087.50 - 33,333)) / 2.
    expect(semiMonthlyWithholdingTax(27_543.75)).toBe(3_112.85)
    expect(semiMonthlyWithholdingTax(50_000)).toBe(8_437.45) // 4,270.70 + 25% of (50,000 - 33,333) = 4,270.70 + 4,166.75
    expect(semiMonthlyWithholdingTax(100_000)).toBe(21_770.8) // 16,770.70 + 30% of 16,667 = 16,770.70 + 5,000.10
    expect(semiMonthlyWithholdingTax(400_000)).toBe(115_104.15) // 91,770.70 + 35% of 66,667 = 91,770.70 + 23,333.45
  })

  it('adds up a semi-monthly payslip', () => {
    const slip = semiMonthlyPayslip({ monthlySalary: 40_000, allowance: 1_000 })
    expect(slip.basicPay).toBe(20_000)
    expect(slip.grossPay).toBe(21_000)
    expect(slip.deductions.map((d) => d.label)).toEqual([
      'SSS contribution',
      'PhilHealth contribution',
      'Pag-IBIG contribution',
      'Withholding tax',
    ])
    expect(slip.netPay).toBeCloseTo(slip.grossPay - slip.totalDeductions, 2)
    expect(slip.deductions.at(-1)?.amount).toBeGreaterThan(0)
  })
})

describe('PDF text', () => {
  it('keeps Filipino letters such as ñ, which the standard fonts can show, and stays plain ASCII inside', () => {
    const pdf = new TextDecoder('latin1').decode(textPdf([{ text: 'Santo Niño (Cebu) \\ ₱' }]))
    expect(pdf).toContain('(Santo Ni\\361o \\(Cebu\\) \\\\ ?)')
    expect([...pdf].every((char) => char.charCodeAt(0) < 0x80)).toBe(true)
  })
})

describe('uploads', () => {
  it('accept a real PDF and refuse a text file renamed to .pdf', async () => {
    const pdf = new File([textPdf([{ text: 'Medical certificate' }])], 'med.pdf', { type: 'application/pdf' })
    expect(await checkUpload(pdf)).toMatchObject({ mime: 'application/pdf', extension: 'pdf' })
    const fake = new File(['just text'], 'med.pdf', { type: 'application/pdf' })
    expect(await checkUpload(fake)).toEqual({
      error: 'The file must be one of: PDF, PNG, JPG. Its content does not match.',
    })
  })

  it('refuse a file over the size limit', async () => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' })
    expect(await checkUpload(big)).toEqual({ error: 'The file must not be greater than 10 MB.' })
  })
})
