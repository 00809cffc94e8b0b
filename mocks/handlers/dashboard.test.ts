import { describe, expect, it } from 'vitest'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026

describe('GET /dashboard', () => {
  it('gives a regular employee every part: balances, pending counts, holidays and leaves ahead, payslips and mood', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.dashboard.get()
    if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`)
    const dashboard = answer.body.data
    expect(dashboard.leave_balances?.[0]).toEqual({
      type: 'vacation',
      entitled_days: 20,
      used_days: 8.5,
      pending_days: 0.5,
      remaining_days: 11,
      accrual: { days_per_month: 1.25, accrues_from: '2026-01-01', carry_over: { max_days: 5, from_last_year: 5 } },
    })
    expect(dashboard.pending_requests).toEqual({ leave: 2, expense: 3, certificate: 0 })
    expect(dashboard.upcoming_holidays.map((holiday) => holiday.date)).toEqual([
      '2026-11-30',
      '2026-12-08',
      '2026-12-24',
      '2026-12-25',
      '2026-12-30',
    ])
    expect(dashboard.upcoming_leaves?.map((leave) => [leave.date_started, leave.status])).toEqual([
      ['2026-12-01', 'pending'],
      ['2026-12-07', 'approved'],
      ['2026-12-23', 'for_cancellation'],
      ['2027-01-07', 'pending'],
    ])
    expect(dashboard.latest_payslip).toMatchObject({ pay_date: '2026-11-13', viewed_at: null })
    expect(dashboard.unviewed_payslips).toBe(2)
  })

  it("shows the last seven working days' moods, oldest first, with today's once shared", async () => {
    const { client } = await loginAs('regular')
    await client.mood.submit({ body: { mood: 'great' } })
    const answer = await client.dashboard.get()
    if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`)
    // 20 Nov is a Friday, 21-22 a weekend.
    expect(answer.body.data.mood.trend.map((day) => day.date)).toEqual([
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
    ])
    expect(answer.body.data.mood.trend.at(-1)).toEqual({ date: '2026-11-23', mood: 'great' })
    expect(answer.body.data.mood.today).toBe('great')
  })

  it('counts a certificate of employment request awaiting HR among the pending requests', async () => {
    const { client } = await loginAs('regular')
    const filed = await client.certificate.create({
      body: { purpose: 'bank_loan', addressee: '', include_compensation: false, copies: 1, needed_by: '2026-12-04' },
    })
    expect(filed.status).toBe(201)
    const answer = await client.dashboard.get()
    if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`)
    expect(answer.body.data.pending_requests).toEqual({ leave: 2, expense: 3, certificate: 1 })
  })

  it('answers null for the parts an employment type may not use, so the screen can tell them from "nothing yet"', async () => {
    const contractor = await loginAs('contractor')
    expect((await contractor.client.dashboard.get()).body).toMatchObject({
      data: {
        leave_balances: null,
        pending_requests: { leave: null, expense: null, certificate: null },
        upcoming_leaves: null,
        latest_payslip: null,
        unviewed_payslips: null,
      },
    })
    const probationary = await loginAs('probationary')
    expect((await probationary.client.dashboard.get()).body).toMatchObject({
      data: { leave_balances: expect.any(Array), pending_requests: { leave: 1, expense: null }, unviewed_payslips: 1 },
    })
    const newHire = await loginAs('onboarding')
    expect((await newHire.client.dashboard.get()).body).toMatchObject({
      data: { latest_payslip: null, unviewed_payslips: 0, pending_requests: { leave: 0, expense: null } },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().dashboard.get()).status).toBe(401)
  })
})
