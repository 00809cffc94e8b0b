import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LeaveBalancePreview } from '@contract/leave'
import type { BalancePreviewState } from '../api/get-balance-preview'
import type { LeaveCharge } from './leave-charge'
import { LeaveChargeLine } from './leave-charge-line'

const charge = (days: number): LeaveCharge => ({
  kind: 'charges',
  days,
  calendarDays: false,
  balanceType: 'vacation',
  overlapping: [],
})
const preview = (fields: Partial<LeaveBalancePreview>): LeaveBalancePreview => ({
  balance_type: 'vacation',
  date: '2026-12-14',
  charged_days: 3,
  balance_on_start: 11,
  remaining_after: 8,
  shortfall_days: 0,
  ...fields,
})
const current = (answer: LeaveBalancePreview): BalancePreviewState => ({
  preview: answer,
  current: true,
  failed: false,
})
const region = () => screen.getByText(/./, { selector: 'p' }).parentElement!

describe("the form's charge line", () => {
  it('says the balance on the first day and what remains, or the days short and what to do', () => {
    const { rerender } = render(<LeaveChargeLine charge={charge(3)} balance={current(preview({}))} />)
    expect(
      screen.getByText(
        'This charges 3 working days. On 14 Dec 2026 your Vacation Leave balance is 11 days; 8 days left after it.',
      ),
    ).toBeTruthy()
    rerender(
      <LeaveChargeLine
        charge={charge(4)}
        balance={current(
          preview({
            date: '2026-11-24',
            charged_days: 4,
            balance_on_start: 2.75,
            remaining_after: -1.25,
            shortfall_days: 1.25,
          }),
        )}
      />,
    )
    expect(
      screen.getByText(
        'This charges 4 working days, but on 24 Nov 2026 your Vacation Leave balance is 2.75 days: 1.25 days short. File the rest as leave without pay.',
      ),
    ).toBeTruthy()
  })

  it('keeps the last sentence, marked busy, while the next balance loads, so the line does not flicker', () => {
    const { rerender } = render(<LeaveChargeLine charge={charge(3)} balance={current(preview({}))} />)
    rerender(<LeaveChargeLine charge={charge(4)} balance={{ preview: preview({}), current: false, failed: false }} />)
    expect(screen.getByText(/balance is 11 days; 8 days left after it\.$/)).toBeTruthy()
    expect(region().getAttribute('aria-busy')).toBe('true')
  })

  it('says it is checking when there is no sentence yet, and says so plainly when the check failed', () => {
    const { rerender } = render(
      <LeaveChargeLine charge={charge(3)} balance={{ preview: undefined, current: false, failed: false }} />,
    )
    expect(screen.getByText('Checking your balance on the first day…')).toBeTruthy()
    rerender(<LeaveChargeLine charge={charge(3)} balance={{ preview: undefined, current: false, failed: true }} />)
    expect(
      screen.getByText(
        'This charges 3 working days. Your balance on the first day could not be checked; the request is checked when you file it.',
      ),
    ).toBeTruthy()
    expect(region().getAttribute('aria-busy')).toBe('false')
  })
})
