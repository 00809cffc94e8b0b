import { describe, expect, it } from 'vitest'
import { hasEnded } from './request-ends'

describe('hasEnded: a request whose last day is past can no longer be asked to be cancelled', () => {
  const today = '2026-06-12'

  it('judges a leave by its last day: ended the day after, not on the day', () => {
    expect(hasEnded({ date_finished: '2026-06-11' }, today)).toBe(true)
    expect(hasEnded({ date_finished: '2026-06-12' }, today)).toBe(false)
  })

  it('judges a training by its last day, and never ends an item request, which has none', () => {
    expect(hasEnded({ date_training_finish_at: '2026-06-01' }, today)).toBe(true)
    expect(hasEnded({ date_training_finish_at: '2026-07-01' }, today)).toBe(false)
    expect(hasEnded({ date_training_finish_at: null }, today)).toBe(false)
  })

  it('never ends a certificate of employment request, which covers no days', () => {
    expect(hasEnded({ needed_by: '2026-06-01', status: 'approved' }, today)).toBe(false)
  })
})
