import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { connectApi } from '@/app/connect-api'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { api } from '@/lib/api'
import { dashboardStub } from '@/test/dashboard-stub'

const server = setupServer(
  dashboardStub,
  http.get(`${window.location.origin}/api/v1/employee/leaves/:id`, () =>
    HttpResponse.json({ message: 'This action is unauthorized.', data: null, errors: null }, { status: 403 }),
  ),
  // The shell's Payslip count, asked for on every employee page.
  http.get(`${window.location.origin}/api/v1/employee/payslips/unviewed-count`, () =>
    HttpResponse.json({ message: 'OK', data: { count: 0 }, errors: null }),
  ),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  sessionStore.signOut()
  signInEmployee()
})
afterEach(() => server.resetHandlers())

it('brings the person to the 403 page when the API refuses what a page asked for', async () => {
  const { router } = renderApp('/dashboard')
  connectApi()
  await screen.findByRole('heading', { name: 'Dashboard' })

  await act(() => api.leave.get({ params: { id: 7 } }).catch(() => {}))

  expect(await screen.findByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy()
  await waitFor(() => expect(router.state.location.href).toBe('/404?status=403'))
})

it("toasts the server's message when a call fails", async () => {
  server.use(
    http.get(`${window.location.origin}/api/v1/employee/leaves/:id`, () =>
      HttpResponse.json({ message: 'The leave service is down.', data: null, errors: null }, { status: 500 }),
    ),
  )
  renderApp('/dashboard')
  connectApi()
  await screen.findByRole('heading', { name: 'Dashboard' })

  await act(() => api.leave.get({ params: { id: 7 } }).catch(() => {}))

  expect((await screen.findByRole('alert')).textContent).toBe('The leave service is down.')
})
