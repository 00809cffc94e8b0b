import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from './skeleton'

describe('Skeleton', () => {
  it('is silent for screen readers, so only the loading region announces itself', () => {
    render(
      <div role="status" aria-label="Loading your payslip">
        <Skeleton className="h-4 w-24" />
      </div>,
    )
    const region = screen.getByRole('status', { name: 'Loading your payslip' })
    expect(region.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes the size of the content it stands for, and stops pulsing for those who reduce motion', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />)
    const placeholder = container.firstElementChild
    expect(placeholder?.className).toContain('h-4 w-24')
    expect(placeholder?.className).toContain('motion-reduce:animate-none')
  })
})
