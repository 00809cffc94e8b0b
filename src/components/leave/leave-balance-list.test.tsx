import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeaveBalanceList } from './leave-balance-list'

describe('leave balances', () => {
  it('counts pending days apart from used ones, in words every reader gets', () => {
    render(
      <LeaveBalanceList
        balances={[
          { type: 'vacation', entitled_days: 15, used_days: 8.5, pending_days: 2, remaining_days: 4.5, accrual: null },
        ]}
      />,
    )
    const row = screen.getByRole('listitem')
    expect(row.textContent).toContain('4.5 of 15 days left')
    expect(row.textContent).toContain('8.5 used · 2 pending approval')
  })

  it('says how a balance accrues and what was carried over, and nothing of the kind for one granted whole', () => {
    render(
      <LeaveBalanceList
        balances={[
          {
            type: 'vacation',
            entitled_days: 20,
            used_days: 8.5,
            pending_days: 0.5,
            remaining_days: 11,
            accrual: {
              days_per_month: 1.25,
              accrues_from: '2026-01-01',
              carry_over: { max_days: 5, from_last_year: 5 },
            },
          },
          { type: 'emergency', entitled_days: 3, used_days: 1, pending_days: 0, remaining_days: 2, accrual: null },
        ]}
      />,
    )
    const [vacation, emergency] = screen.getAllByRole('listitem').slice(-2)
    expect(vacation!.textContent).toContain('Accrues 1.25 days a month · 5 carried over from 2025')
    expect(emergency!.textContent).not.toContain('Accrues')
  })

  it('says when a balance is overdrawn instead of drawing past the bar', () => {
    render(
      <LeaveBalanceList
        balances={[
          { type: 'sick', entitled_days: 5, used_days: 6, pending_days: 0, remaining_days: -1, accrual: null },
        ]}
      />,
    )
    expect(screen.getByText('1 over the 5 days allowed')).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).not.toContain('left')
  })

  it('has a friendly word when there are no balances yet', () => {
    render(<LeaveBalanceList balances={[]} />)
    expect(screen.getByText(/No leave balances yet/)).toBeTruthy()
  })
})
