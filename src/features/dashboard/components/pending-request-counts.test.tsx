import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { announceOutboxChange } from '@/lib/outbox/outbox-changes'
import { signedInPerson } from '@/lib/signed-in-person'
import { PendingRequestCounts } from './pending-request-counts'

const counts = { leave: 1, expense: 0, certificate: null }

afterEach(() => {
  announceOutboxChange('7', 0)
  signedInPerson.set(null)
})

describe('the pending requests card', () => {
  it('says how many requests wait on this phone to be sent, first, and nothing when none', () => {
    signedInPerson.set('7')
    const { rerender } = render(<PendingRequestCounts counts={counts} employmentType="regular" />)
    expect(screen.queryByText('Kept on this phone')).toBeNull()

    announceOutboxChange('7', 2)
    rerender(<PendingRequestCounts counts={counts} employmentType="regular" />)
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      'Kept on this phone2 requests wait to be sent when you are back online',
    )
    // Another person's outbox on this device is not hers.
    signedInPerson.set('8')
    rerender(<PendingRequestCounts counts={counts} employmentType="regular" />)
    expect(screen.queryByText('Kept on this phone')).toBeNull()
  })
})
