import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card, CardContent, CardHeader, CardTitle } from './card'

describe('Card', () => {
  it("gives its title the heading the page's outline needs, through asChild", () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Bank accounts</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>BPI</CardContent>
      </Card>,
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Bank accounts' })
    expect(heading.getAttribute('data-slot')).toBe('card-title')
  })

  it('becomes the element it is given through asChild, a region or an article', () => {
    render(
      <Card asChild>
        <section aria-labelledby="balances">
          <h2 id="balances">Leave balances</h2>
        </section>
      </Card>,
    )
    const region = screen.getByRole('region', { name: 'Leave balances' })
    expect(region.getAttribute('data-slot')).toBe('card')
  })

  it('renders a plain title as no heading at all', () => {
    render(<CardTitle>Bank accounts</CardTitle>)
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
