import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { RouteErrorBoundary } from './route-error-boundary'

// The router and React report a failing route on the console; the panel is what this is about.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** A page whose loader fails while `failure` is set. */
function renderFailingPage(failure: { error: Error | null }) {
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => {
      if (failure.error) throw failure.error
    },
    component: () => <h1>Leave requests</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorBoundary,
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the error boundary of every route', () => {
  it('shows a friendly panel instead of a blank page, without the raw error', async () => {
    renderFailingPage({ error: new TypeError("Cannot read properties of undefined (reading 'map')") })
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy()
    expect(screen.queryByText(/reading 'map'/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/')
  })

  it("shows an API error's message, which is written for people", async () => {
    renderFailingPage({ error: new ApiError({ status: 500, message: 'The payroll service is down.' }) })
    expect(await screen.findByText('The payroll service is down.')).toBeTruthy()
  })

  it('shows the page again when Try again succeeds', async () => {
    const failure: { error: Error | null } = { error: new Error('flaky') }
    renderFailingPage(failure)
    await screen.findByRole('heading', { name: 'Something went wrong' })
    failure.error = null
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Leave requests' })).toBeTruthy()
  })
})
