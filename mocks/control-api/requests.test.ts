import { describe, expect, it } from 'vitest'
import { control } from './index'
import { db } from '../db'
import { personas } from '../seed/personas'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { expenseIdOf, leaveIdOf, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt()

async function callControl(path: string, json: Record<string, unknown>) {
  const response = await fetch(`${TEST_API_ORIGIN}/__mock${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } }
}

const lastEmailTo = (persona: keyof typeof personas) => control.latestEmail(personas[persona].email)

describe('HR decides on leave requests (control API)', () => {
  it('approves a pending leave: the status, the remarks, the timeline and a notice to the employee', async () => {
    const id = leaveIdOf('regular', 'pending')
    const leave = await control.approveLeave(id, 'Enjoy!')
    expect(leave).toMatchObject({ id, status: 'approved', remarks: 'Enjoy!' })
    expect(leave.history.at(-1)).toMatchObject({ status: 'approved', by: 'Carmela Aquino', note: 'Enjoy!' })
    expect(lastEmailTo('regular')).toMatchObject({
      subject: expect.stringMatching(/ approved$/),
      text: expect.stringContaining(`HR left remarks with it. Open Empleo to see it: /leave?request=${id}`),
      link: `/leave?request=${id}`,
    })
    expect(lastEmailTo('regular')?.text).not.toContain('Enjoy!')
    const { client } = await loginAs('regular')
    expect(await client.leave.get({ params: { id } })).toMatchObject({ body: { data: { status: 'approved' } } })
  })

  it('denies a pending leave over HTTP, and refuses to decide one that is no longer pending (409)', async () => {
    const id = leaveIdOf('regular', 'pending')
    expect(await callControl('/leaves/deny', { id, remarks: 'Team is short that week.' })).toMatchObject({
      status: 200,
      body: { data: { status: 'denied', remarks: 'Team is short that week.' } },
    })
    expect(lastEmailTo('regular')?.subject).toMatch(/ denied$/)
    expect(await callControl('/leaves/approve', { id })).toMatchObject({
      status: 409,
      body: { message: 'This leave request is denied, so it cannot be approved.' },
    })
    expect(await callControl('/leaves/approve', { id: 999_999 })).toMatchObject({ status: 404 })
    expect(await callControl('/leaves/approve', { id: 'x' })).toMatchObject({ status: 422 })
  })

  it('approves a cancellation: the leave is cancelled and its days go back to the balance', async () => {
    const { client } = await loginAs('regular')
    const vacation = async () => {
      const answer = await client.leave.balances()
      return answer.status === 200 ? answer.body.data[0]?.used_days : undefined
    }
    const usedBefore = await vacation()
    const id = leaveIdOf('regular', 'for_cancellation')
    expect(await callControl('/leaves/approve-cancellation', { id })).toMatchObject({
      status: 200,
      body: { data: { status: 'cancelled' } },
    })
    expect(await vacation()).toBe((usedBefore ?? 0) - 2)
    expect(lastEmailTo('regular')?.subject).toBe('Leave cancelled')
  })

  it('denies a cancellation: the leave stays approved', async () => {
    const id = leaveIdOf('regular', 'for_cancellation')
    expect(await control.denyLeaveCancellation(id, 'We need you at the client visit.')).toMatchObject({
      status: 'approved',
    })
    expect(lastEmailTo('regular')?.subject).toBe('Leave cancellation not approved')
    await expect(control.approveLeaveCancellation(id)).rejects.toMatchObject({ status: 409 })
  })

  it('takes the employee from ask to cancelled in both steps: approved -> for_cancellation -> cancelled', async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'approved', (row) => row.date_finished >= '2026-11-23')
    await client.leave.cancelRequest({
      params: { id },
      body: { status: 'for_cancellation', cancel_reason: 'Trip cancelled.' },
    })
    const cancelled = await control.approveLeaveCancellation(id)
    expect(cancelled.history.map((change) => change.status)).toEqual([
      'pending',
      'approved',
      'for_cancellation',
      'cancelled',
    ])
  })
})

describe('HR decides on expense requests (control API)', () => {
  it('approves and denies pending requests, e-mailing the employee without the amount', async () => {
    const pending = db.expense_request.getAll().filter((row) => row.status === 'pending')
    const [first, second] = pending
    if (!first || !second) throw new Error('the seed has two pending expense requests')
    expect(await control.approveExpense(first.id)).toMatchObject({ status: 'approved' })
    expect(lastEmailTo('regular')?.text).toMatch(
      / request filed on \d+ \w{3} \d{4} was approved\. Open Empleo to see it: \/item\?request=\d+$/,
    )
    expect(lastEmailTo('regular')?.text).not.toMatch(/₱|PHP|\d,\d{3}|\.\d{2}\b/)
    expect(await callControl('/expenses/deny', { id: second.id, remarks: 'Not in the budget.' })).toMatchObject({
      status: 200,
      body: { data: { status: 'denied' } },
    })
    expect(
      await callControl('/expenses/approve-cancellation', { id: expenseIdOf('regular', 'for_cancellation') }),
    ).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } })
    expect(await callControl('/expenses/approve', { id: second.id })).toMatchObject({ status: 409 })
  })

  it('takes an expense from ask to cancelled, or back to approved, e-mailing the employee each time', async () => {
    const { client } = await loginAs('regular')
    const [first, second] = db.expense_request
      .getAll()
      .filter((row) => row.user_id === userIdOf('regular') && row.status === 'approved' && row.type !== 'training')
    if (!first || !second) throw new Error('the seed has two approved expense requests that are not training')
    for (const { id } of [first, second])
      await client.expense.cancelRequest({
        params: { id },
        body: { status: 'for_cancellation', cancel_reason: 'Refunded by the supplier.' },
      })
    const cancelled = await control.approveExpenseCancellation(first.id, 'Noted.')
    expect(cancelled.history.map((change) => change.status)).toEqual([
      'pending',
      'approved',
      'for_cancellation',
      'cancelled',
    ])
    expect(lastEmailTo('regular')).toMatchObject({
      subject: 'Expense request cancelled',
      text: expect.stringContaining('HR left remarks with it.'),
    })
    expect(await callControl('/expenses/deny-cancellation', { id: second.id })).toMatchObject({
      status: 200,
      body: { data: { status: 'approved', cancel_reason: 'Refunded by the supplier.' } },
    })
    expect(lastEmailTo('regular')?.subject).toBe('Expense cancellation not approved')
    expect(await callControl('/expenses/approve-cancellation', { id: second.id })).toMatchObject({
      status: 409,
      body: { message: 'This expense request is approved, so it cannot be cancelled.' },
    })
  })
})

describe("an employee's requests awaiting HR (control API)", () => {
  it('lists pending requests and cancellations of both kinds, oldest change first, and drops what is decided', async () => {
    const list = await control.awaitingDecision(personas.regular.email)
    const ownAwaiting = (table: 'leave_request' | 'expense_request') =>
      db[table]
        .getAll()
        .filter(
          (row) =>
            row.user_id === userIdOf('regular') && (row.status === 'pending' || row.status === 'for_cancellation'),
        ).length
    expect(list).toHaveLength(ownAwaiting('leave_request') + ownAwaiting('expense_request'))
    expect(list.map((entry) => entry.updated_at)).toEqual(list.map((entry) => entry.updated_at).sort())
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'expense',
        status: 'for_cancellation',
        summary: 'Expense (others): Notarial fee for company documents (₱350.00)',
        reason: 'Finance paid the notary directly; no reimbursement needed.',
      }),
    )
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'leave',
        status: 'pending',
        summary: expect.stringMatching(/ Leave, \d+ \w+ \d{4}/),
      }),
    )
    const pendingLeave = list.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
    await control.approveLeave(pendingLeave?.id ?? 0)
    expect(await control.awaitingDecision(personas.regular.email)).toHaveLength(list.length - 1)
    expect(() => control.awaitingDecision('nobody@nowhere.ph')).toThrow('No user with the e-mail nobody@nowhere.ph.')
  })
})

describe('a long leave history for load testing (control API)', () => {
  it("grows only the employee's own history to the number asked, each request with its timeline, and the list pages through it", async () => {
    const others = db.leave_request.getAll().filter((leave) => leave.user_id !== userIdOf('regular')).length
    const loaded = await callControl('/requests/leave-history', { email: personas.regular.email, own: 300 })
    expect(loaded).toMatchObject({ status: 200, body: { data: { own: 300 } } })
    expect(db.leave_request.getAll().filter((leave) => leave.user_id !== userIdOf('regular'))).toHaveLength(others)

    const { client } = await loginAs('regular')
    const list = await client.leave.list({ query: { page: 30 } })
    expect(list).toMatchObject({ status: 200, body: { meta: { total: 300, current_page: 30, last_page: 30 } } })
    const [oldest] = db.leave_request
      .getAll()
      .filter((leave) => leave.user_id === userIdOf('regular'))
      .slice(-1)
    const detail = await client.leave.get({ params: { id: oldest!.id } })
    expect(detail.status).toBe(200)
    expect(detail.status === 200 && detail.body.data.history.length).toBeGreaterThan(0)
  })

  it('refuses an unknown e-mail (404) and a count out of range (422)', async () => {
    expect((await callControl('/requests/leave-history', { email: 'nobody@example.ph', own: 10 })).status).toBe(404)
    expect((await callControl('/requests/leave-history', { email: personas.regular.email, own: 0 })).status).toBe(422)
  })
})
