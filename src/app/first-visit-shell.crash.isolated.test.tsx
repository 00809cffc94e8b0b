import { render, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { FirstVisitShell } from './first-visit-shell'

// The landing page crashes, as a page with a bug would, on a guest's first visit: the first-visit shell
// renders it without the router, whose routes each have their own error boundary.
vi.mock('@/features/landing/landing-page', () => ({
  LandingPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'map')")
  },
}))

it('shows a clear error with a way to try again, never a blank page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(<FirstVisitShell prefetchRouterApp={() => {}} />)
  const panel = await screen.findByRole('alert')
  expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy()
  expect(screen.queryByText(/reading 'map'/)).toBeNull()
})
