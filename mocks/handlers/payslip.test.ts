import { API_PREFIX } from '@contract'
import { payslipSorts } from '@contract/payslip'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { pdfAmount } from '../wording'
import { createClient, TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { payslipIdOf, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // 23 Nov 2026: Maria (hired Sep 2025) has every cut-off from Oct 2025 to the 1st half of Nov 2026.

const mariasPayslips = () => db.payslip.getAll().filter((row) => row.user_id === userIdOf('regular'))
const mariasPayslip = (year: number, month: number, cutoff: 'first_half' | 'second_half') => {
  const payslip = mariasPayslips().find(
    (row) => row.payslip_year === year && row.payslip_month === month && row.cutoff === cutoff,
  )
  if (!payslip) throw new Error(`no payslip for ${year}-${month} ${cutoff}`)
  return payslip
}

const round = (amount: number) => Math.round(amount * 100) / 100

async function download(id: number, token?: string) {
  return fetch(`${TEST_API_ORIGIN}${API_PREFIX}/payslips/${id}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

describe('GET /payslips', () => {
  it('lists published payslips newest first, as totals without their lines', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.payslip.list({ query: {} })
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`)
    expect(answer.body.meta).toMatchObject({ total: 27, per_page: 10, last_page: 3 })
    expect(answer.body.data[0]).toMatchObject({
      payslip_year: 2026,
      payslip_month: 11,
      cutoff: 'first_half',
      pay_date: '2026-11-13',
      currency: 'PHP',
    })
    expect(answer.body.data[0]).not.toHaveProperty('earnings')
    const created = answer.body.data.map((row) => row.created_at)
    expect([...created].sort().reverse()).toEqual(created)
  })

  it('filters by year and month, treats an empty filter as All, and sorts by every key the contract offers', async () => {
    const { client } = await loginAs('regular')
    const total = async (filter: Record<string, string | number>) => {
      const answer = await client.payslip.list({ query: { filter, per_page: 100 } })
      return answer.status === 200 ? answer.body.meta.total : -1
    }
    expect(await total({ payslip_year: 2025 })).toBe(6)
    expect(await total({ payslip_year: 2025, payslip_month: 12 })).toBe(2)
    expect(await total({ payslip_month: 11 })).toBe(3)
    expect(await total({ payslip_year: '', payslip_month: '' })).toBe(27)
    for (const sort of payslipSorts) {
      const answer = await client.payslip.list({ query: { sort, per_page: 100 } })
      if (answer.status !== 200) throw new Error(`sort ${sort} answered ${answer.status}`)
      const field = sort.replace(/^-/, '') as 'created_at' | 'pay_date' | 'net_pay'
      const values = answer.body.data.map((row) => row[field])
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(values, sort).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted)
    }
  })

  it('answers 422 for a month out of range, 401 without a token and 403 to a contractor', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/payslips?filter[payslip_month]=13', { token })).toMatchObject({
      status: 422,
      body: { errors: { 'filter.payslip_month': [expect.any(String)] } },
    })
    expect((await createClient().payslip.list({ query: {} })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.payslip.list({ query: {} })).status).toBe(403)
  })
})

describe('GET /payslips/latest', () => {
  it('answers the most recent payslip with its lines, or null before the first payday', async () => {
    const maria = await loginAs('regular')
    expect(await maria.client.payslip.latest()).toMatchObject({
      status: 200,
      body: {
        data: {
          period_start: '2026-11-01',
          period_end: '2026-11-15',
          basic_pay: 29_250,
          earnings: [
            { label: 'Basic pay', amount: 29_250 },
            { label: 'Overtime (6 hours at 125%)' },
            { label: 'Night differential (4 hours at 10%)' },
            { label: 'Rice subsidy (de minimis)', amount: 1_000 },
          ],
          deductions: [
            { label: 'SSS contribution' },
            { label: 'PhilHealth contribution' },
            { label: 'Pag-IBIG contribution' },
            { label: 'Withholding tax' },
          ],
        },
      },
    })
    const newHire = await loginAs('onboarding')
    expect(await newHire.client.payslip.latest()).toMatchObject({ status: 200, body: { data: null } })
  })

  it('answers 401 without a token and 403 to a contractor', async () => {
    expect((await createClient().payslip.latest()).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.payslip.latest()).status).toBe(403)
  })
})

describe("a payslip's figures (docs/product/philippines.md#payslip-figures, 2026 rates)", () => {
  it('pays the premiums, takes the contributions with the employer shares, withholds the TRAIN tax and sums the year', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.payslip.get({ params: { id: mariasPayslip(2026, 11, 'first_half').id } })
    if (answer.status !== 200) throw new Error(`get answered ${answer.status}`)
    const slip = answer.body.data
    // Maria earns ₱58,500 a month: daily rate 58,500 x 12 / 261, hourly rate that over 8.
    const hourly = (58_500 * 12) / 261 / 8
    const overtime = round(6 * hourly * 1.25) // Labor Code art. 87: 125%
    const night = round(4 * hourly * 0.1) // art. 86: 10% from 10 pm to 6 am
    expect(slip.earnings).toEqual([
      { label: 'Basic pay', amount: 29_250 },
      { label: 'Overtime (6 hours at 125%)', amount: overtime },
      { label: 'Night differential (4 hours at 10%)', amount: night },
      { label: 'Rice subsidy (de minimis)', amount: 1_000 },
    ])
    expect(overtime).toBe(2_521.55)
    expect(night).toBe(134.48)
    // SSS: MSC capped at ₱35,000; 5% employee (₱1,750 a month), 10% employer. PhilHealth: 5% of
    // ₱58,500 split equally. Pag-IBIG: 2% each of at most ₱10,000. Each halved per cut-off.
    const contributions = 875 + 731.25 + 100
    // BIR's semi-monthly table (RR 11-2018, from 2023) on the cut-off's taxable pay (the rice subsidy is de
    // minimis): 29,250 + 2,521.55 + 134.48 - 1,706.25 = 30,199.78, so 937.50 + 20% of (30,199.78 - 16,667)
    // = 937.50 + 2,706.556 = 3,644.06. Halving the monthly table gave 3,644.16.
    const tax = 3_644.06
    expect(slip.deductions).toEqual([
      { label: 'SSS contribution', amount: 875, employer_share: 1_750 },
      { label: 'PhilHealth contribution', amount: 731.25, employer_share: 731.25 },
      { label: 'Pag-IBIG contribution', amount: 100, employer_share: 100 },
      { label: 'Withholding tax', amount: tax },
    ])
    const gross = round(29_250 + overtime + night + 1_000)
    expect(slip.gross_pay).toBe(gross)
    expect(slip.total_deductions).toBe(round(contributions + tax))
    expect(slip.net_pay).toBeCloseTo(slip.gross_pay - slip.total_deductions, 2)

    // The year to date: every 2026 payslip up to this one, this one included.
    const year = mariasPayslips().filter((row) => row.payslip_year === 2026 && row.period_end <= slip.period_end)
    expect(year).toHaveLength(21)
    expect(slip.year_to_date).toMatchObject({
      gross_pay: round(year.reduce((sum, row) => sum + row.gross_pay, 0)),
      net_pay: round(year.reduce((sum, row) => sum + row.net_pay, 0)),
      sss: 21 * 875,
      philhealth: 21 * 731.25,
      pagibig: 21 * 100,
      // 21 cut-offs: 6 release cut-offs at 3,644.06 = 21,864.36; the holiday cut-offs of June and August,
      // 937.50 + 20% of (27,543.75 + 2,689.66 - 16,667) = 3,650.78 each, 7,301.56; July's second with a day of
      // leave without pay, 937.50 + 20% of (27,543.75 - 2,689.66 - 16,667) = 2,574.92; 12 ordinary at
      // 3,112.85 = 37,354.20. Together 69,095.04.
      withholding_tax: 69_095.04,
    })
  })

  it('pays a regular holiday worked at 200%, the salary holding the first 100%', async () => {
    const { client } = await loginAs('regular')
    // National Heroes Day, Monday 31 August 2026: on call.
    const answer = await client.payslip.get({ params: { id: mariasPayslip(2026, 8, 'second_half').id } })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          earnings: expect.arrayContaining([
            { label: 'Holiday pay (1 regular holiday worked)', amount: round((58_500 * 12) / 261) },
          ]),
        },
      },
    })
  })
})

describe('GET /payslips/unviewed-count and GET /payslips/:id', () => {
  it('counts the payslips not yet opened; opening one marks it viewed at that moment, once', async () => {
    const { client } = await loginAs('regular')
    expect(await client.payslip.unviewedCount()).toMatchObject({ status: 200, body: { data: { count: 2 } } })
    const latest = mariasPayslip(2026, 11, 'first_half')

    clock.advance(20 * 60_000)
    const openedAt = clock.nowMs()
    const opened = await client.payslip.get({ params: { id: latest.id } })
    if (opened.status !== 200) throw new Error(`get answered ${opened.status}`)
    expect(Math.abs(Date.parse(opened.body.data.viewed_at ?? '') - openedAt)).toBeLessThan(5_000)
    expect(await client.payslip.unviewedCount()).toMatchObject({ body: { data: { count: 1 } } })

    clock.advance(20 * 60_000)
    expect(await client.payslip.get({ params: { id: latest.id } })).toMatchObject({
      body: { data: { viewed_at: opened.body.data.viewed_at } },
    })
  })

  it("answers 404 for another employee's payslip, as for a missing one, and leaves it unopened", async () => {
    const { client } = await loginAs('regular')
    const theirs = payslipIdOf('probationary')
    expect(await client.payslip.get({ params: { id: theirs } })).toMatchObject({
      status: 404,
      body: { message: 'Payslip not found.' },
    })
    expect((await client.payslip.get({ params: { id: 424_242 } })).body).toMatchObject({
      message: 'Payslip not found.',
    })
    expect(
      db.payslip.getAll().filter((row) => row.user_id === userIdOf('probationary') && row.viewed_at === null),
    ).toHaveLength(1)
  })

  it('shows the 13th-month pay on the second December payslip, one twelfth of the basic pay earned that year', async () => {
    const { client } = await loginAs('regular')
    const december = await client.payslip.get({ params: { id: mariasPayslip(2025, 12, 'second_half').id } })
    // Hired in September 2025: six cut-offs of ₱29,250 from October, so ₱175,500 / 12.
    expect(december).toMatchObject({
      status: 200,
      body: { data: { earnings: expect.arrayContaining([{ label: '13th-month pay', amount: 14_625 }]) } },
    })
    const november = await client.payslip.get({ params: { id: mariasPayslip(2025, 12, 'first_half').id } })
    expect(JSON.stringify(november.body)).not.toContain('13th-month')
  })

  it('takes approved leave without pay off the basic pay of its cut-off', async () => {
    const { client } = await loginAs('regular')
    const unpaid = db.leave_request
      .getAll()
      .find((row) => row.user_id === userIdOf('regular') && row.type === 'leave without pay')
    if (!unpaid) throw new Error('the seed has a leave without pay')
    const slip = mariasPayslips().find(
      (row) => row.period_start <= unpaid.date_started && row.period_end >= unpaid.date_started,
    )
    const answer = await client.payslip.get({ params: { id: slip?.id ?? 0 } })
    // 1 day at ₱58,500 x 12 / 261 working days.
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: { deductions: expect.arrayContaining([{ label: 'Leave without pay (1 day)', amount: 2_689.66 }]) },
      },
    })
  })

  it('answers 422 for a malformed id, 401 without a token and 403 to a contractor', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/payslips/abc', { token })).toMatchObject({
      status: 422,
      body: { errors: { id: ['The id must be a number.'] } },
    })
    expect((await createClient().payslip.unviewedCount()).status).toBe(401)
    expect((await createClient().payslip.get({ params: { id: 1 } })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.payslip.unviewedCount()).status).toBe(403)
    expect((await client.payslip.get({ params: { id: 1 } })).status).toBe(403)
  })
})

describe('GET /payslips/:id/download', () => {
  it('answers a real PDF with the company, the employee, the period, every line and the net pay, as a named download', async () => {
    const { token } = await loginAs('regular')
    const payslip = mariasPayslip(2026, 11, 'first_half')
    const response = await download(payslip.id, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payslip-2026-11-first-half.pdf"')
    const pdf = new TextDecoder('latin1').decode(await response.arrayBuffer())
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const { client } = await loginAs('regular')
    const opened = await client.payslip.get({ params: { id: payslip.id } })
    if (opened.status !== 200) throw new Error(`get answered ${opened.status}`)
    const yearToDate = opened.body.data.year_to_date
    for (const text of [
      'Bayanihan Tech Solutions Inc.',
      'Maria Santos',
      'Pay period: 1 Nov 2026 to 15 Nov 2026',
      'Withholding tax',
      pdfAmount(payslip.net_pay),
      'PHP 29,250.00',
      'Overtime \\(6 hours at 125%\\)',
      'Night differential \\(4 hours at 10%\\)',
      // The employer's share beside the SSS contribution, and the year's totals.
      pdfAmount(1_750),
      'Year to date \\(2026\\)',
      pdfAmount(yearToDate.gross_pay),
      pdfAmount(yearToDate.withholding_tax),
    ]) {
      expect(pdf, text).toContain(text)
    }
    expect(pdfAmount(payslip.net_pay)).toMatch(/^PHP \d{1,3}(,\d{3})*\.\d{2}$/)
    expect(db.payslip.getAll().find((row) => row.id === payslip.id)?.viewed_at).not.toBeNull()
  })

  it("answers 404 for another employee's payslip, 422 for a malformed id, 401 without a token and 403 to a contractor", async () => {
    const { token } = await loginAs('regular')
    expect((await download(payslipIdOf('probationary'), token)).status).toBe(404)
    expect((await rawRequest('GET', '/payslips/0/download', { token })).status).toBe(422)
    expect((await download(payslipIdOf('regular'))).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await download(payslipIdOf('regular'), contractor.token)).status).toBe(403)
  })
})
