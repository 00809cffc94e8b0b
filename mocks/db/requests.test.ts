import { describe, expect, it } from 'vitest'
import { resetMockBackend } from '../node'
import { useFreshDatabase } from '../test/use-fresh-database'
import { db } from './index'
import { appendStatusChange, statusChangesOf } from './requests'

useFreshDatabase()

describe('request timelines', () => {
  it('show a change appended after the timeline was first read, in the order it happened', () => {
    const leave = db.leave_request.getAll()[0]
    if (!leave) throw new Error('the seed has leave requests')
    const before = statusChangesOf('leave', [leave.id]).get(leave.id) ?? []
    appendStatusChange('leave', leave.id, { status: 'cancelled', by: 'Tester', at: '2099-01-01T00:00:00.000Z' })
    appendStatusChange('leave', leave.id, { status: 'approved', by: 'Tester', at: '2098-01-01T00:00:00.000Z' })
    const after = statusChangesOf('leave', [leave.id]).get(leave.id) ?? []
    expect(after.map((change) => change.status)).toEqual([
      ...before.map((change) => change.status),
      'approved',
      'cancelled',
    ])
  })

  it('keep leave and expense timelines apart even when their ids are the same', () => {
    const expense = db.expense_request.getAll()[0]
    if (!expense) throw new Error('the seed has expense requests')
    const asLeave = statusChangesOf('leave', [expense.id]).get(expense.id) ?? []
    const asExpense = statusChangesOf('expense', [expense.id]).get(expense.id) ?? []
    expect(asExpense.every((change) => change.request_kind === 'expense')).toBe(true)
    expect(asLeave.every((change) => change.request_kind === 'leave')).toBe(true)
  })

  it('forget what a reset removed, even when the new table has as many rows as the old', async () => {
    const leave = db.leave_request.getAll()[0]
    if (!leave) throw new Error('the seed has leave requests')
    appendStatusChange('leave', leave.id, { status: 'denied', by: 'Someone before the reset' })
    expect(
      statusChangesOf('leave', [leave.id])
        .get(leave.id)
        ?.some((change) => change.by === 'Someone before the reset'),
    ).toBe(true)
    await resetMockBackend()
    appendStatusChange('leave', leave.id, { status: 'denied', by: 'Someone after the reset' })
    const timeline = statusChangesOf('leave', [leave.id]).get(leave.id) ?? []
    expect(timeline.map((change) => change.by)).not.toContain('Someone before the reset')
    expect(timeline.map((change) => change.by)).toContain('Someone after the reset')
  })
})
