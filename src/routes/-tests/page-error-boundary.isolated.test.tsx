import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'

// Every page under the shell crashes here, as a page with a bug would.
const crash = () => {
  throw new TypeError("Cannot read properties of undefined (reading 'map')")
}
vi.mock('@/features/payslip/payslip-page', () => ({ PayslipPage: crash }))
vi.mock('@/features/leave/leave-page', () => ({ LeavePage: crash }))
vi.mock('@/features/expense/expense-page', () => ({ ExpensePage: crash }))
vi.mock('@/features/leave-calendar/components/leave-calendar-page', () => ({ LeaveCalendarPage: crash }))

const server = setupServer(
  http.get(`${window.location.origin}/api/v1/employee/payslips/unviewed-count`, () =>
    HttpResponse.json({ message: 'OK', data: { count: 0 }, errors: null }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  sessionStore.signOut()
  signInEmployee()
})

it.each(['/payslip', '/leave', '/item', '/leave-calendar'])(
  'a crash on %s shows the error panel inside the shell, whose menu still works',
  async (path) => {
    renderApp(path)
    const panel = await screen.findByRole('alert')
    expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.queryByText(/reading 'map'/)).toBeNull()
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
    ).toBeTruthy()
  },
)
