import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// The dashboard's mood question shows its buttons with the page; the form behind them (react-hook-form
// and the contract's schema) comes after (docs/decisions/0042-dashboard-content-first.md). Here that form's
// module is held back until the test lets it arrive, as a slow network would: a press meanwhile is held
// and sent once the form is here, and focus stays on the button it was on. Isolated: it holds a module
// back with vi.mock; a press meanwhile is in press-before-code-mood.isolated.test.tsx (a module arrives
// once per file).

const held = await vi.hoisted(async () => {
  const { heldCode } = await import('@/test/held-code')
  return { moodForm: heldCode() }
})
vi.mock('@/features/dashboard/mood/mood-form', async (importOriginal) => {
  await held.moodForm.arrived
  return importOriginal()
})

runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

const question = () => screen.getByRole('group', { name: 'How are you feeling today?' })
const meter = () => within(screen.getByRole('region', { name: 'Mood meter' }))

describe('the mood question before its form’s code is here', { timeout: 30_000 }, () => {
  it('is on the page with the dashboard, and focus stays on the mood it was on when the form comes', async () => {
    renderApp('/dashboard')
    const great = await within(await screen.findByRole('group', { name: 'How are you feeling today?' })).findByRole(
      'button',
      { name: 'Great' },
    )
    // The trend is drawn with the card: no placeholder waits for a chart's code.
    expect(meter().getByRole('list', { name: 'Mood by working day' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Mood meter' })?.querySelector('[data-slot="skeleton"]')).toBeNull()

    // By keyboard: focus on a mood when the form arrives stays on that mood.
    great.focus()
    await userEvent.keyboard('{Tab}{Tab}')
    expect(document.activeElement?.textContent).toBe('Okay')
    await act(async () => held.moodForm.arrive())
    // The form has come when the buttons are inside it.
    await waitFor(() => expect(question().closest('form')).not.toBeNull())
    expect(within(question()).getByRole('button', { name: 'Okay' })).toBe(document.activeElement)
  })
})
