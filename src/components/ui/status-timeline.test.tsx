import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setClockSource } from '@/lib/clock'
import { StatusTimeline, type RequestHistory } from './status-timeline'

// Thu 26 Nov 2026, 10:00 AM in Manila.
const now = Date.parse('2026-11-26T02:00:00Z')

// Given newest first, as a server might: the timeline puts them in the order they happened.
const history: RequestHistory = [
  { status: 'approved', at: '2026-11-24T07:05:00Z', by: 'Carmela Aquino', note: 'Enjoy your break.' },
  { status: 'pending', at: '2026-11-23T01:30:00Z', by: 'Maria Santos', note: null },
]

describe('StatusTimeline', () => {
  beforeEach(() => setClockSource(() => now))
  afterEach(() => setClockSource(() => Date.now()))

  it('lists the status changes oldest first, as a named ordered list', () => {
    render(<StatusTimeline history={history} />)
    const list = screen.getByRole('list', { name: 'Status history' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/^(Pending|Approved)$/).textContent)).toEqual([
      'Pending',
      'Approved',
    ])
  })

  it('says who made each change and when, in Manila time and relative to today', () => {
    render(<StatusTimeline history={history} />)
    const [filed, approved] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(filed?.textContent).toContain('by Maria Santos')
    expect(filed?.textContent).toContain('23 Nov 2026, 9:30 AM (3 days ago)')
    expect(approved?.textContent).toContain('by Carmela Aquino')
    expect(approved?.textContent).toContain('24 Nov 2026, 3:05 PM (2 days ago)')
    // The machine-readable instant stays the server's.
    expect(within(approved!).getByText('24 Nov 2026, 3:05 PM').getAttribute('dateTime')).toBe('2026-11-24T07:05:00Z')
  })

  it('shows remarks only where there are some', () => {
    render(<StatusTimeline history={history} />)
    const [filed, approved] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(approved?.textContent).toContain('Remarks: Enjoy your break.')
    expect(filed?.textContent).not.toContain('Remarks')
  })

  it('says so when there is no history yet', () => {
    render(<StatusTimeline history={[]} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('No status changes yet.')).toBeTruthy()
  })
})
