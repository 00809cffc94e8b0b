import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from './skeleton'

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(
      <div role="status" aria-label="Loading profile">
        <Skeleton />
      </div>,
    )
    expect(screen.getByRole('status').firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
