import type { LeaveType } from '@contract/options'
import { describe, expect, it } from 'vitest'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila.

/*
 * Maria Santos (persona `regular`), hired 19 Sep 2025, regular: 15 vacation days a year (1.25 a month) and 10 sick
 * days (10/12 a month), credited at the start of each month of service (docs/product/philippines.md#leave-accrual).
 * 2025: 19 Sep, 19 Oct, 19 Nov and 19 Dec credited 4 x 1.25 = 5 vacation days, none taken, so 5 carry into 2026
 * (the limit is 5). 2026, from 1 January: vacation used 8.5 (3 in January, a half day in August, 7-10 Dec's 3 and
 * the 2 awaiting cancellation on 23 and 28 Dec), pending 0.5 (1 Dec's half day); sick used 3 (March's 2, 3 Nov's 1).
 * Her pending 7-8 Jan 2027 counts in 2027.
 */

const leave = (type: LeaveType, date_started: string, date_finished: string) => ({
  type,
  date_started,
  date_finished,
  reason: 'Personal matters.',
})

async function balancesOn(date: string, type?: LeaveType) {
  const { client } = await loginAs('regular')
  const answer = await client.leave.balancesOn({ query: { date, type } })
  if (answer.status !== 200) throw new Error(`balances on ${date} answered ${answer.status}`)
  return answer.body.data
}

describe('GET /leaves/balances/on', () => {
  it('counts what has accrued by the date, the days carried over, less the approved and pending requests', async () => {
    const [vacation, sick, emergency] = await balancesOn('2026-11-23')
    // 11 months begun (1 Jan to 1 Nov): 11 x 1.25 = 13.75; 13.75 + 5 - 8.5 - 0.5 = 9.75.
    expect(vacation).toEqual({
      type: 'vacation',
      date: '2026-11-23',
      accrued_days: 13.75,
      carried_over_days: 5,
      used_days: 8.5,
      pending_days: 0.5,
      available_days: 9.75,
    })
    // 11 x 10/12 = 9.1666... kept to the hundredth: 9.17; 9.17 - 3 = 6.17.
    expect(sick).toMatchObject({ accrued_days: 9.17, carried_over_days: 0, used_days: 3, available_days: 6.17 })
    // Emergency leave is granted whole: 3 - 1 used.
    expect(emergency).toMatchObject({ type: 'emergency', accrued_days: 3, available_days: 2 })
  })

  it("credits a month's days on its first day: 30 Nov has November's, 1 Dec has December's too", async () => {
    expect((await balancesOn('2026-11-30', 'vacation'))[0]).toMatchObject({ accrued_days: 13.75, available_days: 9.75 })
    // 12 x 1.25 = 15, the year's entitlement exactly: 15 + 5 - 9 = 11.
    expect((await balancesOn('2026-12-01', 'vacation'))[0]).toMatchObject({ accrued_days: 15, available_days: 11 })
    expect((await balancesOn('2026-12-01', 'sick'))[0]).toMatchObject({ accrued_days: 10, available_days: 7 })
  })

  it("counts the year's requests whatever their dates, so a later leave already filed keeps its days", async () => {
    // On 1 Jan only January's 1.25 has accrued; the year's 9 days filed leave 1.25 + 5 - 9 = -2.75 to start a new leave.
    expect((await balancesOn('2026-01-01', 'vacation'))[0]).toMatchObject({
      accrued_days: 1.25,
      carried_over_days: 5,
      available_days: -2.75,
    })
  })

  it('answers the balance a type draws from, and none for leave without pay', async () => {
    expect((await balancesOn('2026-12-01', 'half day-morning')).map((balance) => balance.type)).toEqual(['vacation'])
    expect(await balancesOn('2026-12-01', 'leave without pay')).toEqual([])
    // Paternity leave is not hers to have (RA 8187), so it has no balance to answer.
    expect(await balancesOn('2026-12-01', 'paternity leave')).toEqual([])
  })

  it('answers 422 under the date for a date outside this year, or not a date', async () => {
    const { token } = await loginAs('regular')
    for (const date of ['2025-12-31', '2027-01-01'])
      expect(await rawRequest('GET', `/leaves/balances/on?date=${date}`, { token })).toMatchObject({
        status: 422,
        body: { errors: { date: ['Choose a date in 2026: balances are projected for this year only.'] } },
      })
    expect(await rawRequest('GET', '/leaves/balances/on?date=2026-02-30', { token })).toMatchObject({
      status: 422,
      body: { errors: { date: ['The date is not a valid date.'] } },
    })
    expect(await rawRequest('GET', '/leaves/balances/on?date=2026-12-01&type=sabbatical', { token })).toMatchObject({
      status: 422,
      body: { errors: { type: ['Choose a leave type from the list.'] } },
    })
  })

  it('counts only her own requests: a colleague filing changes nothing of hers', async () => {
    const before = await balancesOn('2026-12-14')
    const jose = await loginAs('twoFactor')
    expect((await jose.client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-15') })).status).toBe(201)
    expect(await balancesOn('2026-12-14')).toEqual(before)
  })

  it('answers 401 without a token and 403 to a contractor', async () => {
    expect((await createClient().leave.balancesOn({ query: { date: '2026-12-01' } })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.leave.balancesOn({ query: { date: '2026-12-01' } })).status).toBe(403)
  })
})

describe('GET /leaves/balances: the accrual', () => {
  it('says how each balance accrues, and counts the days carried over in the year', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.leave.balances()
    if (answer.status !== 200) throw new Error(`balances answered ${answer.status}`)
    const [vacation, sick, emergency] = answer.body.data
    expect(vacation).toMatchObject({
      entitled_days: 20,
      remaining_days: 11,
      accrual: { days_per_month: 1.25, accrues_from: '2026-01-01', carry_over: { max_days: 5, from_last_year: 5 } },
    })
    expect(sick).toMatchObject({
      entitled_days: 10,
      accrual: { days_per_month: 0.83, accrues_from: '2026-01-01', carry_over: { max_days: 0, from_last_year: 0 } },
    })
    expect(emergency).toMatchObject({ entitled_days: 3, accrual: null })
  })

  it('carries at most 5 unused vacation days into the next year', async () => {
    // Jose, hired 23 Mar 2025: 10 months begun in 2025, 12.5 days, none taken; 5 carry over.
    const { client } = await loginAs('twoFactor')
    const answer = await client.leave.balances()
    expect(answer.status === 200 && answer.body.data[0]?.accrual?.carry_over).toEqual({
      max_days: 5,
      from_last_year: 5,
    })
  })

  it('accrues from the hire date in the year of hire: a probationer hired on 9 Sep has 4 months of 5/12', async () => {
    const { client } = await loginAs('probationary')
    const answer = await client.leave.balances()
    if (answer.status !== 200) throw new Error(`balances answered ${answer.status}`)
    // 9 Sep, 9 Oct, 9 Nov and 9 Dec: 4 x 5/12 = 1.666... = 1.67; the 14 Dec day pending leaves 0.67.
    expect(answer.body.data[0]).toMatchObject({
      type: 'vacation',
      entitled_days: 1.67,
      pending_days: 1,
      remaining_days: 0.67,
      accrual: { days_per_month: 0.42, accrues_from: '2026-09-09', carry_over: { max_days: 5, from_last_year: 0 } },
    })
  })
})

describe('GET /leaves/balances/preview', () => {
  async function preview(type: LeaveType, date_started: string, date_finished: string) {
    const { client } = await loginAs('regular')
    const answer = await client.leave.balancePreview({ query: { type, date_started, date_finished } })
    if (answer.status !== 200) throw new Error(`preview answered ${answer.status}`)
    return answer.body.data
  }

  it('answers the balance on the first day, the working days charged and what remains', async () => {
    // 14 to 22 Dec: seven working days; 11 on 14 Dec, 4 after.
    expect(await preview('vacation', '2026-12-14', '2026-12-22')).toEqual({
      balance_type: 'vacation',
      date: '2026-12-14',
      charged_days: 7,
      balance_on_start: 11,
      remaining_after: 4,
      shortfall_days: 0,
    })
    // 24 to 27 Nov, before December's credit: 9.75 - 4 = 5.75.
    expect(await preview('vacation', '2026-11-24', '2026-11-27')).toMatchObject({
      charged_days: 4,
      balance_on_start: 9.75,
      remaining_after: 5.75,
    })
    // A half day draws from vacation.
    expect(await preview('half day-afternoon', '2026-12-11', '2026-12-11')).toMatchObject({
      balance_type: 'vacation',
      charged_days: 0.5,
      remaining_after: 10.5,
    })
  })

  it('says how many days short a request is, as the filing refusal does, and nothing for leave without pay', async () => {
    const { client } = await loginAs('regular')
    expect((await client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-22') })).status).toBe(201)
    // 13.75 + 5 - 8.5 - (0.5 + 7) pending = 2.75 on 24 Nov, for 4 days: 1.25 short.
    expect(await preview('vacation', '2026-11-24', '2026-11-27')).toEqual({
      balance_type: 'vacation',
      date: '2026-11-24',
      charged_days: 4,
      balance_on_start: 2.75,
      remaining_after: -1.25,
      shortfall_days: 1.25,
    })
    // Filing it is refused with the same figures (the whole sentence is in leave.test.ts).
    expect(await client.leave.create({ body: leave('vacation', '2026-11-24', '2026-11-27') })).toMatchObject({
      status: 422,
      body: { errors: { type: [expect.stringContaining('balance is 2.75 days: 1.25 days short')] } },
    })
    // After December's credit, 2 to 4 Dec (3 days) fits: 15 + 5 - 8.5 - 7.5 = 4 on 2 Dec, 1 after.
    expect(await preview('vacation', '2026-12-02', '2026-12-04')).toMatchObject({
      balance_on_start: 4,
      remaining_after: 1,
      shortfall_days: 0,
    })
    expect(await preview('leave without pay', '2026-11-24', '2026-11-27')).toEqual({
      balance_type: null,
      date: '2026-11-24',
      charged_days: 4,
      balance_on_start: null,
      remaining_after: null,
      shortfall_days: 0,
    })
  })

  it("refuses a range filing refuses, 0001-01-01 to 9999-12-31 included, with filing's 422", async () => {
    const { client, token } = await loginAs('regular')
    const tooLong = 'A leave request can cover at most 366 days; file a longer absence as separate requests.'
    const refusal = { status: 422, body: { errors: { date_finished: [tooLong] } } }
    expect(
      await rawRequest(
        'GET',
        '/leaves/balances/preview?type=vacation&date_started=0001-01-01&date_finished=9999-12-31',
        {
          token,
        },
      ),
    ).toMatchObject(refusal)
    expect(await client.leave.create({ body: leave('vacation', '0001-01-01', '9999-12-31') })).toMatchObject(refusal)
    // 367 days counted from the first to the last is one too many; 366 is still previewed.
    expect(
      await rawRequest(
        'GET',
        '/leaves/balances/preview?type=leave without pay&date_started=2027-01-01&date_finished=2028-01-02',
        {
          token,
        },
      ),
    ).toMatchObject(refusal)
    expect(await preview('leave without pay', '2027-01-01', '2028-01-01')).toMatchObject({ balance_type: null })
  })

  it('answers 422 for an end before the start or an unknown type, 401 without a token', async () => {
    const { token } = await loginAs('regular')
    expect(
      await rawRequest(
        'GET',
        '/leaves/balances/preview?type=vacation&date_started=2026-12-14&date_finished=2026-12-11',
        { token },
      ),
    ).toMatchObject({
      status: 422,
      body: { errors: { date_finished: ['The end date must be on or after the start date.'] } },
    })
    expect(
      await rawRequest('GET', '/leaves/balances/preview?type=nap&date_started=2026-12-14&date_finished=2026-12-14', {
        token,
      }),
    ).toMatchObject({ status: 422, body: { errors: { type: ['Choose a leave type from the list.'] } } })
    expect(
      (
        await createClient().leave.balancePreview({
          query: { type: 'vacation', date_started: '2026-12-14', date_finished: '2026-12-14' },
        })
      ).status,
    ).toBe(401)
  })
})
