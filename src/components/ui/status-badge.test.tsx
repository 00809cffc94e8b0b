import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { requestStatusValues } from '@contract/options'
import { StatusBadge } from './status-badge'

describe('StatusBadge', () => {
  it("shows each request status by the contract's label", () => {
    render(
      <>
        {requestStatusValues.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    )
    const labels = screen.getAllByText(/./).map((badge) => badge.textContent)
    expect(labels).toEqual(['Pending', 'Approved', 'Denied', 'For Cancellation', 'Cancelled'])
  })

  it('gives every status a colour of its own', () => {
    render(
      <>
        {requestStatusValues.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    )
    const colours = screen.getAllByText(/./).map((badge) => badge.className.match(/\bbg-\S+/)?.[0])
    expect(new Set(colours).size).toBe(requestStatusValues.length)
  })

  it("is 70 px wide, and 120 px for 'For Cancellation' (docs/product/limits.md#badges)", () => {
    render(
      <>
        <StatusBadge status="approved" />
        <StatusBadge status="for_cancellation" />
      </>,
    )
    expect(screen.getByText('Approved').className).toContain('w-[70px]')
    expect(screen.getByText('For Cancellation').className).toContain('w-[120px]')
  })
})
