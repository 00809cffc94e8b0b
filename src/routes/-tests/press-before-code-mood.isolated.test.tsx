import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// A mood pressed before the mood question's form has its code (docs/decisions/0042-dashboard-content-first.md):
// the form's module is held back until the test lets it arrive, as a slow network would. Isolated: it
// holds a module back with vi.mock.

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

describe('a mood pressed before the question’s form is here', { timeout: 30_000 }, () => {
  it('shows it on its way, sends it once the form comes, and brings focus to the answer', async () => {
    renderApp('/dashboard')
    const question = await screen.findByRole('group', { name: 'How are you feeling today?' })
    within(question).getByRole('button', { name: 'Great' }).focus()
    await userEvent.keyboard('{Tab}{Enter}')

    const good = within(question).getByRole('button', { name: 'Good' })
    expect(good.getAttribute('aria-busy')).toBe('true')
    expect(within(question).getByRole('button', { name: 'Bad' }).matches(':disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Not now' }).matches(':disabled')).toBe(true)

    await act(async () => held.moodForm.arrive())
    const meter = within(screen.getByRole('region', { name: 'Mood meter' }))
    const answer = await meter.findByText(/Today you.re feeling/)
    expect(answer.textContent).toBe("Today you're feeling good")
    expect(await screen.findByText('Thank you for sharing how you feel today.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.contains(answer)).toBe(true))
    expect(
      within(screen.getByRole('list', { name: 'Mood by working day' }))
        .getAllByRole('listitem')
        .at(-1)?.textContent,
    ).toBe('23 Nov 2026: Good')
  })
})
