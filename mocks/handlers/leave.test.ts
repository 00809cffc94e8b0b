import { leaveSorts } from '@contract/leave'
import type { LeaveType } from '@contract/options'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { createClient } from '../test/client'
import { disguisedFile, pdfFile } from '../test/files'
import { loginAs, type SignedIn } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { leaveIdOf, setCivilStatus, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026. Maria's seeded leaves ahead: 1 Dec (half day, pending),
// 7-10 Dec (approved; 8 Dec is a holiday), 23 and 28 Dec (awaiting cancellation), 7-8 Jan 2027 (pending).
// Her 2026 vacation: 15 accrued by December (1.25 a month) and 5 carried over from 2025, 8.5 used, 0.5 pending:
// 11 remaining, 9.75 on 24 Nov (13.75 accrued) and 11 from 1 Dec (docs/product/philippines.md#leave-accrual).

const leave = (type: LeaveType, date_started: string, date_finished: string, reason = 'Personal matters.') => ({
  type,
  date_started,
  date_finished,
  reason,
})

const mariasLeaves = () => db.leave_request.getAll().filter((row) => row.user_id === userIdOf('regular'))

function isSorted(values: readonly (string | number)[], descending: boolean): boolean {
  return values.every(
    (value, index) => index === 0 || (descending ? values[index - 1]! >= value : values[index - 1]! <= value),
  )
}

describe('GET /leaves', () => {
  it("lists only the employee's own requests, most recently changed first, ten to a page", async () => {
    const { client } = await loginAs('regular')
    const answer = await client.leave.list({ query: {} })
    expect(answer.status).toBe(200)
    if (answer.status !== 200) return
    const own = new Set(mariasLeaves().map((row) => row.id))
    expect(answer.body.meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: own.size,
      last_page: Math.ceil(own.size / 10),
      from: 1,
      to: 10,
    })
    expect(answer.body.data.every((row) => own.has(row.id))).toBe(true)
    expect(
      isSorted(
        answer.body.data.map((row) => row.updated_at),
        true,
      ),
    ).toBe(true)
  })

  it('sorts by every key the contract offers, in both directions', async () => {
    const { client } = await loginAs('regular')
    for (const sort of leaveSorts) {
      const answer = await client.leave.list({ query: { sort, per_page: 100 } })
      if (answer.status !== 200) throw new Error(`sort ${sort} answered ${answer.status}`)
      const field = sort.replace(/^-/, '') as (typeof leaveSorts)[number] & keyof (typeof answer.body.data)[number]
      expect(
        isSorted(
          answer.body.data.map((row) => row[field]),
          sort.startsWith('-'),
        ),
        sort,
      ).toBe(true)
      expect(answer.body.meta.total).toBe(mariasLeaves().length)
    }
  })

  it('pages without overlap: every request appears on exactly one page', async () => {
    const { client } = await loginAs('regular')
    const pages = await Promise.all(
      [1, 2, 3].map((page) => client.leave.list({ query: { page, per_page: 5, sort: 'status' } })),
    )
    const ids = pages.flatMap((page) => (page.status === 200 ? page.body.data.map((row) => row.id) : []))
    expect(new Set(ids).size).toBe(mariasLeaves().length)
  })

  it('filters by status, by type, by a search over reason and type, and by dates that overlap a range', async () => {
    const { client } = await loginAs('regular')
    const list = async (filter: Record<string, string>) => {
      const answer = await client.leave.list({ query: { filter, per_page: 100 } })
      if (answer.status !== 200) throw new Error(`filter answered ${answer.status}`)
      return answer.body.data
    }
    expect((await list({ status: 'for_cancellation' })).map((row) => row.status)).toEqual(['for_cancellation'])
    expect(new Set((await list({ leave_type: 'sick' })).map((row) => row.type))).toEqual(new Set(['sick']))
    expect((await list({ search: 'BAGUIO' })).map((row) => row.reason)).toEqual([
      'Long weekend with the family in Baguio.',
    ])
    expect((await list({ search: 'bereavement' })).map((row) => row.type)).toEqual(['bereavement leave'])
    const december = await list({ date_started: '2026-12-08', date_finished: '2026-12-23' })
    expect(december.map((row) => [row.date_started, row.date_finished]).sort()).toEqual([
      ['2026-12-07', '2026-12-10'],
      ['2026-12-23', '2026-12-28'],
    ])
    expect(await list({ status: 'approved', leave_type: 'emergency', search: 'plumber' })).toHaveLength(1)
  })

  it('treats an empty filter as All, and answers a page past the end of a filtered list as empty with the filtered total', async () => {
    const { client } = await loginAs('regular')
    const all = await client.leave.list({ query: { filter: { status: '', leave_type: '', search: '' } } })
    expect(all.body).toMatchObject({ meta: { total: mariasLeaves().length } })
    const pending = mariasLeaves().filter((row) => row.status === 'pending').length
    const pastTheEnd = await client.leave.list({ query: { page: 3, filter: { status: 'pending' } } })
    expect(pastTheEnd.body).toMatchObject({
      data: [],
      meta: { current_page: 3, total: pending, last_page: 1, from: null, to: null },
    })
  })

  it('refuses an unknown sort, a page size over 100 and a date range that ends before it starts (422)', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/leaves?sort=reason&per_page=500', { token })).toMatchObject({
      status: 422,
      body: { errors: { sort: [expect.any(String)], per_page: ['The per page field must not be greater than 100.'] } },
    })
    expect(
      await rawRequest('GET', '/leaves?filter[date_started]=2026-12-31&filter[date_finished]=2026-12-01', { token }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'filter.date_finished': ['The end date filter must be on or after the start date filter.'] } },
    })
  })

  it('answers 401 without a token and 403 to an independent contractor', async () => {
    expect((await createClient().leave.list({ query: {} })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect(await client.leave.list({ query: {} })).toMatchObject({
      status: 403,
      body: { message: 'This feature is not available for your employment type.' },
    })
  })
})

describe('GET /leaves/:id', () => {
  it('answers one of the employee’s own requests with its timeline', async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'for_cancellation')
    expect(await client.leave.get({ params: { id } })).toMatchObject({
      status: 200,
      body: {
        data: {
          id,
          status: 'for_cancellation',
          history: [{ status: 'pending' }, { status: 'approved' }, { status: 'for_cancellation', by: 'Maria Santos' }],
        },
      },
    })
  })

  it("answers 404 for another employee's request, exactly as for one that does not exist", async () => {
    const { client } = await loginAs('regular')
    const theirs = await client.leave.get({ params: { id: leaveIdOf('adminEmployee', 'approved') } })
    const missing = await client.leave.get({ params: { id: 999_999 } })
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Leave request not found.', data: null } })
    expect(theirs.body).toEqual(missing.body)
  })

  it('answers 422 for an id that is not a positive number, 401 without a token and 403 to a contractor', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/leaves/-3', { token })).toMatchObject({
      status: 422,
      body: { errors: { id: ['The id must be a positive number.'] } },
    })
    expect((await createClient().leave.get({ params: { id: 1 } })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.leave.get({ params: { id: 1 } })).status).toBe(403)
  })
})

describe('POST /leaves', () => {
  it('files a pending leave that charges working days only: weekends and holidays are skipped', async () => {
    const { client } = await loginAs('regular')
    // Tue 24 to Mon 30 Nov: 28-29 are a weekend and 30 is Bonifacio Day.
    const answer = await client.leave.create({ body: leave('vacation', '2026-11-24', '2026-11-30') })
    expect(answer).toMatchObject({
      status: 201,
      body: {
        data: {
          type: 'vacation',
          days: 4,
          status: 'pending',
          cancel_reason: null,
          history: [{ status: 'pending', by: 'Maria Santos', note: null }],
        },
      },
    })
  })

  it('refuses a leave whose dates are all weekends or holidays', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.leave.create({ body: leave('vacation', '2026-11-28', '2026-11-30') })
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_started: ['These dates fall on weekends or holidays only, so there is no working day to take as leave.'],
        },
      },
    })
  })

  it('refuses dates that overlap a pending, approved or awaiting-cancellation leave, and says which', async () => {
    const { client } = await loginAs('regular')
    expect(await client.leave.create({ body: leave('sick', '2026-12-09', '2026-12-11') })).toMatchObject({
      status: 422,
      body: {
        errors: { date_started: ['These dates overlap your vacation leave on 7 Dec 2026 to 10 Dec 2026 (approved).'] },
      },
    })
    expect(await client.leave.create({ body: leave('sick', '2026-12-28', '2026-12-28') })).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_started: ['These dates overlap your vacation leave on 23 Dec 2026 to 28 Dec 2026 (for cancellation).'],
        },
      },
    })
  })

  it('lets dates of a cancelled or denied leave be filed again', async () => {
    const { client } = await loginAs('regular')
    const cancelled = mariasLeaves().find((row) => row.status === 'cancelled')
    const denied = mariasLeaves().find((row) => row.status === 'denied')
    if (!cancelled || !denied) throw new Error('the seed has a cancelled and a denied leave')
    expect(
      (await client.leave.create({ body: leave('leave without pay', cancelled.date_started, cancelled.date_finished) }))
        .status,
    ).toBe(201)
    expect(
      (await client.leave.create({ body: leave('leave without pay', denied.date_started, denied.date_finished) }))
        .status,
    ).toBe(201)
  })

  it('refuses a leave below zero on its first day and says by how much, but not leave without pay', async () => {
    const { client } = await loginAs('regular')
    // 14 to 22 Dec: seven working days of the 11 she has in December, so 4 remain once all has accrued.
    expect((await client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-22') })).status).toBe(201)
    // On 24 Nov only 13.75 have accrued: 13.75 + 5 carried - 8.5 used - 7.5 pending = 2.75 for a 4-day leave.
    expect(await client.leave.create({ body: leave('vacation', '2026-11-24', '2026-11-27') })).toMatchObject({
      status: 422,
      body: {
        errors: {
          type: [
            'This request needs 4 days, and on 24 Nov 2026 your vacation leave balance is 2.75 days: 1.25 days short. File the rest as leave without pay.',
          ],
        },
      },
    })
    expect(await client.leave.create({ body: leave('leave without pay', '2026-11-24', '2026-11-27') })).toMatchObject({
      status: 201,
      body: { data: { days: 4 } },
    })
  })

  it('holds pending days against the balance, so two requests filed together cannot overdraw it', async () => {
    const { client } = await loginAs('regular')
    expect((await client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-22') })).status).toBe(201)
    expect((await client.leave.create({ body: leave('vacation', '2026-12-02', '2026-12-04') })).status).toBe(201)
    // 29 Dec to 6 Jan: 29 Dec, 4, 5 and 6 Jan (30 Dec, 31 Dec and 1 Jan are holidays), against the 1 day left.
    expect(await client.leave.create({ body: leave('vacation', '2026-12-29', '2027-01-06') })).toMatchObject({
      status: 422,
      body: { errors: { type: [expect.stringContaining('your vacation leave balance is 1 day: 3 days short')] } },
    })
  })

  it('gives maternity leave to female employees and paternity leave to married male ones only', async () => {
    setCivilStatus('mustChangePassword', 'married') // RA 8187: for a married man (statutory-leave.test.ts)
    const maria = await loginAs('regular')
    expect(
      await maria.client.leave.create({
        body: { ...leave('paternity leave', '2026-12-14', '2026-12-16'), delivery_date: '2026-12-14' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { type: ['Paternity leave is only for male employees (RA 8187).'] } },
    })
    const ramon = await loginAs('mustChangePassword')
    expect(
      await ramon.client.leave.create({
        body: { ...leave('maternity leave', '2026-12-14', '2026-12-16'), maternity_case: 'live_birth' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { type: [expect.stringMatching(/^Maternity leave is only for female/)] } },
    })
    expect(
      await ramon.client.leave.create({
        body: { ...leave('paternity leave', '2026-12-14', '2026-12-16'), delivery_date: '2026-12-14' },
      }),
    ).toMatchObject({ status: 201, body: { data: { days: 3 } } })
  })

  it('checks attachments by their first bytes, names the failing one, and stores good ones under generated names', async () => {
    const { client } = await loginAs('regular')
    const refused = await client.leave.create({
      body: {
        ...leave('sick', '2026-12-14', '2026-12-14'),
        attachments: [pdfFile('certificate.pdf'), disguisedFile('x-ray.png', 'image/png')],
      },
    })
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { 'attachments.1': ['The file must be one of: PDF, PNG, JPG. Its content does not match.'] } },
    })

    const filed = await client.leave.create({
      body: {
        ...leave('sick', '2026-12-14', '2026-12-14'),
        attachments: [pdfFile('Medical cert (Maria).pdf', 'Fit to work')],
      },
    })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    const [attachment] = filed.body.data.attachments
    expect(attachment).toMatchObject({ file_name: 'Medical cert (Maria).pdf', mime_type: 'application/pdf' })
    expect(attachment?.url).not.toContain('Medical')
    const file = await fetch(attachment?.url ?? '')
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-[\s\S]*Fit to work/)
  })

  it('answers a double-submitted request with the first one instead of filing a second', async () => {
    const { client } = await loginAs('regular')
    const before = mariasLeaves().length
    const body = leave('vacation', '2026-12-14', '2026-12-15', 'Christmas shopping.')
    const [first, second] = await Promise.all([client.leave.create({ body }), client.leave.create({ body })])
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toMatchObject({ data: { id: (first.body as { data: { id: number } }).data.id } })
    expect(mariasLeaves().length).toBe(before + 1)

    // Once the moment has passed, the same request is a new one, and the first still holds the dates.
    clock.advance(11_000)
    expect(await client.leave.create({ body })).toMatchObject({
      status: 422,
      body: { errors: { date_started: [expect.stringContaining('(pending)')] } },
    })
  })

  it('answers the form rules with 422 under each field', async () => {
    const { client } = await loginAs('regular')
    expect(await client.leave.create({ body: leave('vacation', '2026-12-15', '2026-12-14') })).toMatchObject({
      status: 422,
      body: { errors: { date_finished: ['The end date must be on or after the start date.'] } },
    })
    expect(await client.leave.create({ body: leave('half day-morning', '2026-12-14', '2026-12-15') })).toMatchObject({
      status: 422,
      body: { errors: { date_finished: ['A half-day leave starts and ends on the same date.'] } },
    })
    expect(
      await client.leave.create({ body: { ...leave('vacation', '2026-12-14', '2026-12-14'), reason: '   ' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { reason: ['The reason field is required.'] } },
    })
    expect(await client.leave.create({ body: leave('leave without pay', '2026-01-05', '2027-03-31') })).toMatchObject({
      status: 422,
      body: { errors: { date_finished: [expect.stringMatching(/at most 366 days/)] } },
    })
  })

  it('answers 401 without a token and 403 to an independent contractor', async () => {
    expect((await createClient().leave.create({ body: leave('vacation', '2026-12-14', '2026-12-14') })).status).toBe(
      401,
    )
    const { client } = await loginAs('contractor')
    expect((await client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-14') })).status).toBe(403)
  })
})

describe('POST /leaves/:id/cancel', () => {
  it("cancels a pending leave with the employee's remarks, on its timeline", async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'pending')
    const answer = await client.leave.cancel({
      params: { id },
      body: { status: 'cancelled', remarks: 'No longer needed.' },
    })
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { id, status: 'cancelled', remarks: 'No longer needed.' } },
    })
    if (answer.status === 200)
      expect(answer.body.data.history.at(-1)).toMatchObject({
        status: 'cancelled',
        by: 'Maria Santos',
        note: 'No longer needed.',
      })
  })

  it('refuses to cancel a leave that is not pending, and says what it is (409)', async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'approved', (row) => row.date_finished >= '2026-11-23')
    expect(
      await client.leave.cancel({ params: { id }, body: { status: 'cancelled', remarks: 'Oops.' } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Only a pending leave request can be cancelled; this one is approved.' },
    })
  })

  it("answers 404 for another employee's leave, 422 without remarks, 401 without a token and 403 to a contractor", async () => {
    const { client, token } = await loginAs('regular')
    expect(
      (
        await client.leave.cancel({
          params: { id: leaveIdOf('probationary', 'pending') },
          body: { status: 'cancelled', remarks: 'Mine now.' },
        })
      ).status,
    ).toBe(404)
    const form = new FormData()
    form.append('status', 'approved')
    expect(
      await rawRequest('POST', `/leaves/${leaveIdOf('regular', 'pending')}/cancel`, { token, body: form }),
    ).toMatchObject({
      status: 422,
      body: { errors: { status: ['The status must be cancelled.'], remarks: ['The remarks field is required.'] } },
    })
    expect(
      (await createClient().leave.cancel({ params: { id: 1 }, body: { status: 'cancelled', remarks: 'x' } })).status,
    ).toBe(401)
    const contractor = await loginAs('contractor')
    expect(
      (await contractor.client.leave.cancel({ params: { id: 1 }, body: { status: 'cancelled', remarks: 'x' } })).status,
    ).toBe(403)
  })
})

describe('POST /leaves/:id/cancel-request', () => {
  it('asks to cancel an approved leave that has not ended; it then waits for approval', async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'approved', (row) => row.date_finished >= '2026-11-23')
    const answer = await client.leave.cancelRequest({
      params: { id },
      body: { status: 'for_cancellation', cancel_reason: 'The trip was called off.' },
    })
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { id, status: 'for_cancellation', cancel_reason: 'The trip was called off.' } },
    })
    if (answer.status === 200)
      expect(answer.body.data.history.at(-1)).toMatchObject({
        status: 'for_cancellation',
        note: 'The trip was called off.',
      })
  })

  it('refuses a leave that is not approved, and an approved leave that has already ended (409)', async () => {
    const { client } = await loginAs('regular')
    const body = { status: 'for_cancellation' as const, cancel_reason: 'Changed my mind.' }
    expect(await client.leave.cancelRequest({ params: { id: leaveIdOf('regular', 'pending') }, body })).toMatchObject({
      status: 409,
      body: { message: 'Only an approved leave can be asked to be cancelled; this one is pending.' },
    })
    const ended = leaveIdOf('regular', 'approved', (row) => row.date_finished < '2026-11-23')
    expect(await client.leave.cancelRequest({ params: { id: ended }, body })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^This leave ended on .+, so it can no longer be cancelled\.$/) },
    })
  })

  it("answers 404 for another employee's leave, 422 without a reason, 401 without a token and 403 to a contractor", async () => {
    const { client } = await loginAs('regular')
    const body = { status: 'for_cancellation' as const, cancel_reason: 'x' }
    expect(
      (await client.leave.cancelRequest({ params: { id: leaveIdOf('adminEmployee', 'approved') }, body })).status,
    ).toBe(404)
    expect(
      await client.leave.cancelRequest({
        params: { id: leaveIdOf('regular', 'approved') },
        body: { ...body, cancel_reason: '' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { cancel_reason: ['The cancel reason field is required.'] } },
    })
    expect((await createClient().leave.cancelRequest({ params: { id: 1 }, body })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.leave.cancelRequest({ params: { id: 1 }, body })).status).toBe(403)
  })
})

describe('GET /leaves/holidays', () => {
  it("answers the year's Philippine holidays by date", async () => {
    const { client } = await loginAs('probationary')
    const answer = await client.leave.holidays({ query: { year: 2026 } })
    if (answer.status !== 200) throw new Error(`holidays answered ${answer.status}`)
    expect(answer.body.data).toHaveLength(21)
    expect(answer.body.data).toContainEqual({ date: '2026-12-25', name: 'Christmas Day', type: 'regular' })
    expect(
      isSorted(
        answer.body.data.map((holiday) => holiday.date),
        false,
      ),
    ).toBe(true)
  })

  it('answers 422 for a year out of range, 401 without a token and 403 to a contractor', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/leaves/holidays?year=1999', { token })).toMatchObject({
      status: 422,
      body: { errors: { year: ['The year field must be at least 2000.'] } },
    })
    expect((await createClient().leave.holidays({ query: { year: 2026 } })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.leave.holidays({ query: { year: 2026 } })).status).toBe(403)
  })
})

describe('GET /leaves/ongoing-dates', () => {
  it('lists each date from today on held by a pending, approved or awaiting-cancellation leave', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.leave.ongoingDates()
    if (answer.status !== 200) throw new Error(`ongoing dates answered ${answer.status}`)
    const dates = answer.body.data.map((entry) => `${entry.date} ${entry.status}`)
    expect(dates).toEqual([
      '2026-12-01 pending',
      '2026-12-07 approved',
      '2026-12-08 approved',
      '2026-12-09 approved',
      '2026-12-10 approved',
      ...['23', '24', '25', '26', '27', '28'].map((day) => `2026-12-${day} for_cancellation`),
      '2027-01-07 pending',
      '2027-01-08 pending',
    ])
  })

  it('answers 401 without a token and 403 to a contractor', async () => {
    expect((await createClient().leave.ongoingDates()).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.leave.ongoingDates()).status).toBe(403)
  })
})

describe('GET /leaves/calendar', () => {
  it("shows the month's holidays and who is away on approved leave, with names but never reasons", async () => {
    const { client } = await loginAs('regular')
    const answer = await client.leave.calendar({ query: { month: '2026-12' } })
    if (answer.status !== 200) throw new Error(`calendar answered ${answer.status}`)
    const days = answer.body.data
    expect(days).toHaveLength(31)
    expect(days.find((day) => day.date === '2026-12-25')?.holiday).toMatchObject({ name: 'Christmas Day' })
    expect(days.find((day) => day.date === '2026-12-07')?.leaves).toContainEqual(
      expect.objectContaining({ employee_name: 'Maria Santos', is_mine: true, status: 'approved' }),
    )
    // Her pending half day on the 1st is not on the team calendar; a holiday inside a leave is not a day away.
    expect(days.find((day) => day.date === '2026-12-01')?.leaves.some((away) => away.is_mine)).toBe(false)
    expect(days.find((day) => day.date === '2026-12-08')?.leaves.some((away) => away.is_mine)).toBe(false)
    expect(JSON.stringify(days)).not.toContain('reason')

    const november = await client.leave.calendar({ query: { month: '2026-11' } })
    const colleagues =
      november.status === 200 ? november.body.data.flatMap((day) => day.leaves.filter((away) => !away.is_mine)) : []
    expect(colleagues.length).toBeGreaterThan(0)
  })

  it('answers 422 for a month that is not YYYY-MM, 401 without a token and 403 to a contractor', async () => {
    const { client } = await loginAs('regular')
    expect(await client.leave.calendar({ query: { month: '2026-13' } })).toMatchObject({
      status: 422,
      body: { errors: { month: ['The month must be YYYY-MM.'] } },
    })
    expect((await createClient().leave.calendar({ query: { month: '2026-12' } })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.leave.calendar({ query: { month: '2026-12' } })).status).toBe(403)
  })
})

describe('GET /leaves/balances', () => {
  it("answers this year's balances, with the statutory leave that fits the employee's gender", async () => {
    const maria = await loginAs('regular')
    const answer = await maria.client.leave.balances()
    if (answer.status !== 200) throw new Error(`balances answered ${answer.status}`)
    expect(answer.body.data.map((balance) => balance.type)).toEqual([
      'vacation',
      'sick',
      'emergency',
      'bereavement leave',
      'maternity leave',
      // The law's yearly leaves she may take (mocks/rules/statutory-leave.ts): after a year of service, in a
      // firm of 11-50; her confidential ones stay off the list until she takes them.
      'service incentive leave',
      'solo parent leave',
    ])
    // Entitled: the year's 15 (1.25 a month from 1 January) and the 5 days carried over from 2025.
    expect(answer.body.data[0]).toEqual({
      type: 'vacation',
      entitled_days: 20,
      used_days: 8.5,
      pending_days: 0.5,
      remaining_days: 11,
      accrual: { days_per_month: 1.25, accrues_from: '2026-01-01', carry_over: { max_days: 5, from_last_year: 5 } },
    })

    setCivilStatus('mustChangePassword', 'married') // RA 8187: for a married man
    const ramon = await loginAs('mustChangePassword')
    const his = await ramon.client.leave.balances()
    expect(his.status === 200 && his.body.data.map((balance) => balance.type)).toContain('paternity leave')
  })

  it('moves filed days into pending, and gives them back when the leave is cancelled', async () => {
    const { client } = await loginAs('regular')
    const filed = await client.leave.create({ body: leave('vacation', '2026-12-14', '2026-12-15') })
    const vacation = async () => {
      const answer = await client.leave.balances()
      return answer.status === 200 ? answer.body.data[0] : undefined
    }
    expect(await vacation()).toMatchObject({ pending_days: 2.5, remaining_days: 9 })
    if (filed.status !== 201) throw new Error('filing failed')
    await client.leave.cancel({
      params: { id: filed.body.data.id },
      body: { status: 'cancelled', remarks: 'Not needed.' },
    })
    expect(await vacation()).toMatchObject({ pending_days: 0.5, remaining_days: 11 })
  })

  it('answers 401 without a token and 403 to a contractor', async () => {
    expect((await createClient().leave.balances()).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.leave.balances()).status).toBe(403)
  })
})

describe("cancelling another employee's leave", () => {
  /** What the owner sees of the leave, without the signed attachment links (they carry the time of reading). */
  async function ownersView(client: SignedIn['client'], id: number) {
    const answer = await client.leave.get({ params: { id } })
    if (answer.status !== 200) throw new Error(`the owner's read answered ${answer.status}`)
    const { attachments, ...leave } = answer.body.data
    return { ...leave, attachments: attachments.map(({ url: _url, ...attachment }) => attachment) }
  }

  it.each([
    { action: 'cancel', status: 'pending' },
    { action: 'cancel-request', status: 'approved' },
  ] as const)(
    '$action answers 404 and leaves the $status leave as it was, for its owner and in the database',
    async ({ action, status }) => {
      const maria = await loginAs('regular')
      const jose = await loginAs('twoFactor')
      // A leave Maria herself could move this way: only the owner check stands between Jose and it.
      const id = leaveIdOf('regular', status, (row) => row.date_finished >= '2026-11-23')
      const stored = () => db.leave_request.getAll().find((row) => row.id === id)
      const before = {
        stored: stored(),
        view: await ownersView(maria.client, id),
        balances: (await maria.client.leave.balances()).body,
      }

      const answer =
        action === 'cancel'
          ? await jose.client.leave.cancel({ params: { id }, body: { status: 'cancelled', remarks: 'Not mine.' } })
          : await jose.client.leave.cancelRequest({
              params: { id },
              body: { status: 'for_cancellation', cancel_reason: 'Not mine.' },
            })

      expect(answer).toMatchObject({ status: 404, body: { message: 'Leave request not found.', data: null } })
      expect(stored()).toEqual(before.stored)
      expect(await ownersView(maria.client, id)).toEqual(before.view)
      expect((await maria.client.leave.balances()).body).toEqual(before.balances)
    },
  )
})
