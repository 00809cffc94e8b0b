import { leaveTypeValues, type LeaveType } from '@contract/options'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { db } from '../db'
import { notices } from '../notices'
import { byteKey } from '../storage/file-bytes'
import { personas } from '../seed/personas'
import { pdfFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { setCivilStatus, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila. Maria (female) was hired on 19 Sep 2025, in a firm of 11-50;
// Angelica (probationary) on 9 Sep 2026; Ramon is male. Maria's seeded leaves: 1 Dec, 7-10 Dec, 23 and 28 Dec,
// 7-8 Jan 2027. Carmela (HR) has an approved special leave for women from 15 Dec 2026.

const leave = (type: LeaveType, date_started: string, date_finished: string, extra: Record<string, unknown> = {}) => ({
  type,
  date_started,
  date_finished,
  reason: 'Personal matters.',
  ...extra,
})

const withDocument = { attachments: [pdfFile('document.pdf', 'The document')] }

async function typesOf(persona: Parameters<typeof loginAs>[0]) {
  const { client } = await loginAs(persona)
  const answer = await client.leave.types()
  if (answer.status !== 200) throw new Error(`types answered ${answer.status}`)
  return new Map(answer.body.data.map((rule) => [rule.type, rule]))
}

const NOT_MARRIED =
  'Paternity leave is for a married man, for the deliveries of his lawful wife (RA 8187 sec. 2). Your personal information gives your civil status as single; if you have married, update it first.'
const NOT_SIX_MONTHS =
  'Special leave for women is given after at least 6 months of service in the 12 months before the surgery (RA 9710 and its rules, sec. 18); you were hired on 9 Sep 2026, so you can take it from 9 Mar 2027.'

const SMALL_FIRM =
  'Your company signed up as employing 1 to 10 people, and firms regularly employing fewer than 10 workers do not owe service incentive leave (Labor Code art. 95). Ask HR if it now employs 10 or more.'

describe('GET /leaves/types', () => {
  it('describes every leave type, the law’s with their limits, documents, help and whether they are confidential', async () => {
    const types = await typesOf('regular')
    expect([...types.keys()]).toEqual([...leaveTypeValues])
    expect(types.get('service incentive leave')).toMatchObject({
      offered: true,
      reason_not_offered: null,
      limit: { days: 5, unit: 'working_days', per: 'year' },
      documents_required: [],
      confidential: false,
      convertible_to_cash: true,
      source: 'Labor Code art. 95',
      help: expect.stringContaining('paid in cash'),
    })
    expect(types.get('solo parent leave')).toMatchObject({
      offered: true,
      limit: { days: 7, unit: 'working_days', per: 'year' },
      documents_required: ['solo parent ID'],
      confidential: false,
    })
    expect(types.get('vawc leave')).toMatchObject({
      offered: true,
      limit: { days: 10, unit: 'working_days', per: 'year' },
      documents_required: ['barangay protection order, or a court order or certification'],
      confidential: true,
    })
    expect(types.get('special leave for women')).toMatchObject({
      offered: true,
      limit: { days: 60, unit: 'calendar_days', per: 'surgery' },
      documents_required: ['medical certificate of the gynaecological surgery'],
      confidential: true,
    })
    expect(types.get('maternity leave')).toMatchObject({
      offered: true,
      limit: { days: 105, unit: 'calendar_days', per: 'pregnancy' },
    })
    expect(types.get('paternity leave')).toMatchObject({
      offered: false,
      reason_not_offered: 'Paternity leave is only for male employees (RA 8187).',
    })
    expect(types.get('vacation')).toMatchObject({ offered: true, limit: null, source: 'Company policy' })
  })

  it('gives service incentive leave after a year of service and solo parent leave after six months, saying from when', async () => {
    const types = await typesOf('probationary')
    expect(types.get('service incentive leave')).toMatchObject({
      offered: false,
      reason_not_offered:
        'It is given after a year of service; you were hired on 9 Sep 2026, so you can take it from 9 Sep 2027.',
    })
    expect(types.get('solo parent leave')).toMatchObject({
      offered: false,
      reason_not_offered:
        'It is given after 6 months of service; you were hired on 9 Sep 2026, so you can take it from 9 Mar 2027.',
    })
  })

  it("counts months of service to the month's last day when it has no such day, as accrual does", async () => {
    const hire = (hired_on: string) =>
      db.user.update({ where: { id: { equals: userIdOf('probationary') } }, data: { hired_on } })
    // February has no 31st: six months from 31 Aug 2026 end on 28 Feb 2027 (they rolled over to 3 Mar).
    hire('2026-08-31')
    expect((await typesOf('probationary')).get('solo parent leave')?.reason_not_offered).toBe(
      'It is given after 6 months of service; you were hired on 31 Aug 2026, so you can take it from 28 Feb 2027.',
    )
    // 2029 has no 29 February: a year from 29 Feb 2028 ends on 28 Feb 2029 (it rolled over to 1 Mar).
    hire('2028-02-29')
    expect((await typesOf('probationary')).get('service incentive leave')?.reason_not_offered).toBe(
      'It is given after a year of service; you were hired on 29 Feb 2028, so you can take it from 28 Feb 2029.',
    )
  })

  it('keeps the leaves the law gives women from a man, with the law’s reason', async () => {
    const types = await typesOf('mustChangePassword')
    for (const type of ['maternity leave', 'vawc leave', 'special leave for women'] as const)
      expect(types.get(type), type).toMatchObject({
        offered: false,
        reason_not_offered: expect.stringMatching(/RA \d+/),
      })
  })

  it('gives paternity leave to a married man only (RA 8187), by the civil status on file', async () => {
    // Ramon's personal information says he is single.
    const single = await typesOf('mustChangePassword')
    expect(single.get('paternity leave')).toMatchObject({ offered: false, reason_not_offered: NOT_MARRIED })
    const { client } = await loginAs('mustChangePassword')
    expect(
      await client.leave.create({
        body: leave('paternity leave', '2026-12-14', '2026-12-14', { delivery_date: '2026-12-14' }),
      }),
    ).toMatchObject({ status: 422, body: { errors: { type: [NOT_MARRIED] } } })
    const balances = await client.leave.balances()
    expect(balances.status === 200 && balances.body.data.map((balance) => balance.type)).not.toContain(
      'paternity leave',
    )

    setCivilStatus('mustChangePassword', 'married')
    expect((await typesOf('mustChangePassword')).get('paternity leave')).toMatchObject({
      offered: true,
      reason_not_offered: null,
    })
  })

  it('gives special leave for women after 6 months of service in the last 12 (RA 9710), saying from when', async () => {
    // Angelica was hired on 9 Sep 2026, two and a half months before today: 6 months later is 9 Mar 2027.
    const types = await typesOf('probationary')
    expect(types.get('special leave for women')).toMatchObject({ offered: false, reason_not_offered: NOT_SIX_MONTHS })
    const { client } = await loginAs('probationary')
    expect(
      await client.leave.create({ body: leave('special leave for women', '2026-12-14', '2026-12-18', withDocument) }),
    ).toMatchObject({ status: 422, body: { errors: { type: [NOT_SIX_MONTHS] } } })
    // Maria, hired in September 2025, has it.
    expect((await typesOf('regular')).get('special leave for women')).toMatchObject({ offered: true })
  })

  it('does not owe service incentive leave in a firm that signed up as employing 1 to 10', async () => {
    const companyId = db.user.getAll().find((user) => user.id === userIdOf('regular'))?.company_id ?? 0
    db.company.update({ where: { id: { equals: companyId } }, data: { size: 'one_ten_employees' } })
    const types = await typesOf('regular')
    expect(types.get('service incentive leave')).toMatchObject({ offered: false, reason_not_offered: SMALL_FIRM })

    const { client } = await loginAs('regular')
    expect(
      await client.leave.create({ body: leave('service incentive leave', '2026-12-14', '2026-12-14') }),
    ).toMatchObject({ status: 422, body: { errors: { type: [SMALL_FIRM] } } })
    const balances = await client.leave.balances()
    expect(balances.status === 200 && balances.body.data.map((balance) => balance.type)).not.toContain(
      'service incentive leave',
    )
  })

  it('answers only the signed-in person, and not a contractor', async () => {
    const contractor = await loginAs('contractor')
    expect((await contractor.client.leave.types()).status).toBe(403)
  })
})

describe('filing a statutory leave', () => {
  it('refuses a leave the person is not given, under the type', async () => {
    const angelica = await loginAs('probationary')
    expect(
      await angelica.client.leave.create({
        body: leave('solo parent leave', '2026-12-14', '2026-12-14', withDocument),
      }),
    ).toMatchObject({ status: 422, body: { errors: { type: [expect.stringContaining('after 6 months of service')] } } })
    const ramon = await loginAs('mustChangePassword')
    expect(
      await ramon.client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-14', withDocument) }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          type: [
            'Leave for victims of violence is for women employees who are victims of violence, or whose child is (RA 9262).',
          ],
        },
      },
    })
  })

  it('asks for the document each type needs, by name, under the attachments', async () => {
    const { client } = await loginAs('regular')
    const cases = [
      ['solo parent leave', 'Attach your solo parent ID (RA 11861).'],
      ['vawc leave', 'Attach your barangay protection order, or a court order or certification (RA 9262).'],
      ['special leave for women', 'Attach your medical certificate of the gynaecological surgery (RA 9710).'],
    ] as const
    for (const [type, message] of cases)
      expect(await client.leave.create({ body: leave(type, '2026-12-14', '2026-12-15') }), type).toMatchObject({
        status: 422,
        body: { errors: { attachments: [message] } },
      })
    expect(
      await client.leave.create({ body: leave('solo parent leave', '2026-12-14', '2026-12-15', withDocument) }),
    ).toMatchObject({ status: 201, body: { data: { type: 'solo parent leave', days: 2 } } })
  })

  it('counts a yearly limit from the approved and pending requests of the type: 7 days of solo parent leave', async () => {
    const { client } = await loginAs('regular')
    const file = (start: string, finish: string) =>
      client.leave.create({ body: leave('solo parent leave', start, finish, withDocument) })
    expect(await file('2026-12-14', '2026-12-18')).toMatchObject({ status: 201, body: { data: { days: 5 } } })
    expect(await file('2026-12-21', '2026-12-22')).toMatchObject({ status: 201, body: { data: { days: 2 } } })
    expect(await file('2026-12-29', '2026-12-29')).toMatchObject({
      status: 422,
      body: {
        errors: {
          type: [
            'This request needs 1 day, and on 29 Dec 2026 your solo parent leave (RA 11861) balance is 0 days: 1 day short. File the rest as leave without pay.',
          ],
        },
      },
    })
    const balances = await client.leave.balances()
    expect(balances.status === 200 && balances.body.data.find((b) => b.type === 'solo parent leave')).toEqual({
      type: 'solo parent leave',
      entitled_days: 7,
      used_days: 0,
      pending_days: 7,
      remaining_days: 0,
      accrual: null,
    })
  })

  it('gives up to 10 days of VAWC leave a year', async () => {
    const { client } = await loginAs('regular')
    // 11-25 Jan 2027: eleven working days.
    expect(
      await client.leave.create({ body: leave('vawc leave', '2027-01-11', '2027-01-25', withDocument) }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          type: [
            'This request needs 11 days, and on 11 Jan 2027 your leave for victims of violence (VAWC, RA 9262) balance is 10 days: 1 day short. File the rest as leave without pay.',
          ],
        },
      },
    })
    expect(
      await client.leave.create({ body: leave('vawc leave', '2027-01-11', '2027-01-22', withDocument) }),
    ).toMatchObject({ status: 201, body: { data: { days: 10 } } })
  })

  it('gives special leave for women for at most 2 months after the surgery', async () => {
    const { client } = await loginAs('regular')
    // 1 Feb to 5 Apr 2027: 64 calendar days.
    expect(
      await client.leave.create({ body: leave('special leave for women', '2027-02-01', '2027-04-05', withDocument) }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_finished: [
            'Special leave for women covers at most 2 months (60 days) after the surgery, and these dates cover 64 days (RA 9710).',
          ],
        },
      },
    })
    // 1 Feb to 1 Apr 2027: 60 calendar days, 42 working days (Maundy Thursday and Good Friday are holidays).
    const filed = await client.leave.create({
      body: leave('special leave for women', '2027-02-01', '2027-04-01', withDocument),
    })
    expect(filed).toMatchObject({ status: 201, body: { data: { type: 'special leave for women' } } })
  })

  it('gives maternity leave by its case: 105 days, 120 for a solo mother, 60 after a miscarriage, less the days given to the father', async () => {
    const { client } = await loginAs('regular')
    expect(await client.leave.create({ body: leave('maternity leave', '2027-02-01', '2027-02-05') })).toMatchObject({
      status: 422,
      body: { errors: { maternity_case: ['Choose the maternity case.'] } },
    })
    // 1 Feb to 11 May 2027: 100 calendar days.
    expect(
      await client.leave.create({
        body: leave('maternity leave', '2027-02-01', '2027-05-11', {
          maternity_case: 'live_birth',
          days_given_to_father: 7,
        }),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_finished: [
            'This maternity leave can cover at most 98 days (after the 7 days given to the father), and these dates cover 100 days (RA 11210).',
          ],
        },
      },
    })
    expect(
      await client.leave.create({
        body: leave('maternity leave', '2027-02-01', '2027-03-01', {
          maternity_case: 'miscarriage',
          days_given_to_father: 2,
        }),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          days_given_to_father: ['Days can only be given to the father from the maternity leave of a live birth.'],
        },
      },
    })
    expect(
      await client.leave.create({
        body: leave('maternity leave', '2027-02-01', '2027-02-01', {
          maternity_case: 'live_birth',
          days_given_to_father: 8,
        }),
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { days_given_to_father: ['At most 7 days of maternity leave can be given to the father.'] } },
    })
    // 1 Feb to 31 May 2027: 120 calendar days, beyond the 105 of a live birth and the yearly figure.
    expect(
      await client.leave.create({
        body: leave('maternity leave', '2027-02-01', '2027-05-31', { maternity_case: 'live_birth_solo_mother' }),
      }),
    ).toMatchObject({ status: 201, body: { data: { days: 120 } } })
  })

  it('gives paternity leave from the delivery, within 60 days of it, 7 days each for the first four deliveries', async () => {
    setCivilStatus('mustChangePassword', 'married')
    const { client } = await loginAs('mustChangePassword')
    expect(await client.leave.create({ body: leave('paternity leave', '2026-12-14', '2026-12-14') })).toMatchObject({
      status: 422,
      body: { errors: { delivery_date: ['Enter the date of the delivery.'] } },
    })
    expect(
      await client.leave.create({
        body: leave('paternity leave', '2026-12-11', '2027-02-15', { delivery_date: '2026-12-14' }),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_started: ['Paternity leave starts on or after the delivery (14 Dec 2026).'],
          date_finished: expect.arrayContaining([
            'Paternity leave is taken within 60 days of the delivery: by 12 Feb 2027 (RA 8187).',
          ]),
        },
      },
    })
    expect(
      await client.leave.create({
        body: leave('paternity leave', '2026-12-14', '2026-12-18', { delivery_date: '2026-12-14' }),
      }),
    ).toMatchObject({ status: 201, body: { data: { days: 5 } } })
    expect(
      await client.leave.create({
        body: leave('paternity leave', '2027-01-04', '2027-01-06', { delivery_date: '2026-12-14' }),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_finished: [
            'Paternity leave is 7 days for each delivery; 5 days already filed for this one, and these dates charge 3 days.',
          ],
        },
      },
    })
  })

  it('refuses paternity leave for a fifth delivery, counted from the leave history', async () => {
    setCivilStatus('mustChangePassword', 'married')
    const ramonId = userIdOf('mustChangePassword')
    for (const year of [2018, 2020, 2022, 2024])
      db.leave_request.create({
        user_id: ramonId,
        type: 'paternity leave',
        date_started: `${year}-03-05`,
        date_finished: `${year}-03-05`,
        days: 1,
        reason: 'Our child was born.',
        delivery_date: `${year}-03-05`,
        status: 'approved',
        submission_digest: '',
        created_at: `${year}-03-01T00:00:00.000Z`,
        updated_at: `${year}-03-01T00:00:00.000Z`,
      })
    const { client } = await loginAs('mustChangePassword')
    expect(
      await client.leave.create({
        body: leave('paternity leave', '2026-12-14', '2026-12-14', { delivery_date: '2026-12-14' }),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          delivery_date: [
            'Paternity leave is for the first 4 deliveries of your legitimate spouse (RA 8187), and your leave history already has 4.',
          ],
        },
      },
    })
  })
})

describe('a confidential leave shows only that she is away, or a "leave request", to anyone but the employee', () => {
  const CONFIDENTIAL = /vawc|violence|special leave|gynaecolog|RA 9262|RA 9710/i

  it('on the team calendar: a colleague sees every leave as "away", whatever its type; she sees her own types', async () => {
    const maria = await loginAs('regular')
    const vawc = await maria.client.leave.create({
      body: leave('vawc leave', '2026-12-14', '2026-12-15', withDocument),
    })
    if (vawc.status !== 201) throw new Error(`filing answered ${vawc.status}`)
    await control.approveLeave(vawc.body.data.id)
    // A colleague's maternity leave runs over weekends; the calendar shows her away on working days only.
    db.leave_request.create({
      user_id: userIdOf('probationary'),
      type: 'maternity leave',
      date_started: '2026-12-01',
      date_finished: '2026-12-31',
      days: 31,
      reason: 'Childbirth.',
      status: 'approved',
      remarks: null,
      cancel_reason: null,
      created_at: clock.nowIso(),
      updated_at: clock.nowIso(),
    })

    const seenBy = async (persona: Parameters<typeof loginAs>[0]) => {
      const { client } = await loginAs(persona)
      const answer = await client.leave.calendar({ query: { month: '2026-12' } })
      if (answer.status !== 200) throw new Error(`calendar answered ${answer.status}`)
      return answer.body.data
    }
    const typesOfEntries = (days: Awaited<ReturnType<typeof seenBy>>, name: string, date?: string) =>
      days
        .filter((day) => !date || day.date === date)
        .flatMap((day) => day.leaves.filter((entry) => entry.employee_name === name).map((entry) => entry.type))

    const angelicas = await seenBy('probationary')
    // Maria's vacation (7 Dec) and her VAWC leave (14 Dec) read alike; so does Carmela's special leave.
    expect(typesOfEntries(angelicas, 'Maria Santos', '2026-12-07')).toEqual(['away'])
    expect(typesOfEntries(angelicas, 'Maria Santos', '2026-12-14')).toEqual(['away'])
    expect(typesOfEntries(angelicas, 'Carmela Aquino', '2026-12-15')).toEqual(['away'])
    expect(
      new Set(angelicas.flatMap((day) => day.leaves.filter((entry) => !entry.is_mine).map((e) => e.type))),
    ).toEqual(new Set(['away']))
    expect(JSON.stringify(angelicas)).not.toMatch(CONFIDENTIAL)

    const marias = await seenBy('regular')
    expect(typesOfEntries(marias, 'Maria Santos', '2026-12-07')).toEqual(['vacation'])
    expect(typesOfEntries(marias, 'Maria Santos', '2026-12-14')).toEqual(['vawc leave'])
    expect(typesOfEntries(marias, 'Angelica Dela Cruz', '2026-12-05')).toEqual([]) // a Saturday
    expect(typesOfEntries(marias, 'Angelica Dela Cruz', '2026-12-07')).toEqual(['away'])
    expect(typesOfEntries(marias, 'Carmela Aquino')).toEqual(Array(5).fill('away'))

    const carmelas = await seenBy('adminEmployee')
    expect(typesOfEntries(carmelas, 'Carmela Aquino')).toEqual(Array(5).fill('special leave for women'))
  })

  it('in the notices and e-mails of its decision, which say "leave request"', async () => {
    const { client } = await loginAs('regular')
    const filed = await client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-15', withDocument) })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    await control.approveLeave(filed.body.data.id, 'Take care.')
    const list = await client.notifications.list({ query: { per_page: 100 } })
    if (list.status !== 200) throw new Error(`notifications answered ${list.status}`)
    expect(list.body.data[0]).toMatchObject({
      title: 'Leave request approved',
      body: 'Your leave request for 14 Dec 2026 to 15 Dec 2026 was approved.',
    })
    expect(JSON.stringify(list.body.data)).not.toMatch(CONFIDENTIAL)
    const mail = control.outbox(personas.regular.email).at(-1)
    expect(mail?.subject).toBe('Leave request approved')
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(CONFIDENTIAL)
    for (const notice of [
      notices.leaveStartingTomorrow({
        id: 1,
        type: 'special leave for women',
        date_started: '2026-12-14',
        date_finished: '2026-12-15',
      }),
      notices.leaveCancellationDecided(
        { id: 1, type: 'vawc leave', date_started: '2026-12-14', date_finished: '2026-12-15' },
        true,
        null,
      ),
    ])
      expect(`${notice.title} ${notice.body}`).not.toMatch(CONFIDENTIAL)
  })

  it('on every other team-facing answer: a colleague’s dashboard, notifications and taken dates', async () => {
    const { client } = await loginAs('regular')
    await client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-15', withDocument) })
    for (const persona of ['mustChangePassword', 'probationary'] as const) {
      const colleague = await loginAs(persona)
      const answers = await Promise.all([
        colleague.client.dashboard.get(),
        colleague.client.notifications.list({ query: { per_page: 100 } }),
        colleague.client.leave.ongoingDates(),
        colleague.client.leave.calendar({ query: { month: '2026-12' } }),
      ])
      for (const answer of answers) expect(JSON.stringify(answer.body), persona).not.toMatch(CONFIDENTIAL)
    }
  })

  it('stays on the employee’s own balances only once she has taken one, and HR’s list of requests to decide names it', async () => {
    const { client } = await loginAs('regular')
    const types = async () => {
      const answer = await client.leave.balances()
      return answer.status === 200 ? answer.body.data.map((balance) => balance.type) : []
    }
    expect(await types()).not.toContain('vawc leave')
    await client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-15', withDocument) })
    expect(await types()).toContain('vawc leave')
    // HR decides on it, with its documents: the admin application is HR's, not a colleague's (decision 0047).
    expect(control.awaitingDecision(personas.regular.email).map((entry) => entry.summary)).toContain(
      'Leave for Victims of Violence (VAWC, RA 9262), 14 Dec 2026 to 15 Dec 2026',
    )
  })

  it('keeps its documents apart: their own byte namespace, links that last minutes, no cache; none for anyone else', async () => {
    const { client } = await loginAs('regular')
    const filed = await client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-15', withDocument) })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    const stored = db.stored_file.getAll().find((file) => file.attachable_id === filed.body.data.id)
    expect(stored?.kept_apart).toBe(true)
    expect(stored && byteKey(stored)).toBe(`kept-apart/${stored?.stored_name}`)

    const url = filed.body.data.attachments[0]?.url ?? ''
    const opened = await fetch(url)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('no-store')
    expect(Number(new URL(url).searchParams.get('expires')) * 1000 - clock.nowMs()).toBeLessThanOrEqual(5 * 60_000)
    clock.advance(6 * 60_000)
    expect((await fetch(url)).status).toBe(403)

    const colleague = await loginAs('probationary')
    expect((await colleague.client.leave.get({ params: { id: filed.body.data.id } })).status).toBe(404)
  })
})
