import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MaskedNumber } from './masked-number'

describe('MaskedNumber', () => {
  it('shows the last four digits and tells screen readers which number it is', () => {
    const { container } = render(<MaskedNumber kind="sss" value="3412345678" />)
    expect(container.textContent).toBe('••-••••567-8SSS number ending in 5678')
    expect(screen.getByText('••-••••567-8').getAttribute('aria-hidden')).toBe('true')
    expect(container.textContent).not.toContain('3412')
  })
})
