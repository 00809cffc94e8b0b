import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { reloadPage } from '@/lib/navigation'
import { RouteErrorBoundary } from './route-error-boundary'

// Isolated: the reload is a mock of the navigation module, which a shared module graph may have loaded already.
vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  reloadPage: vi.fn(),
}))

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

  it('offers a reload for a part whose code did not arrive, which Try again cannot bring', async () => {
    renderFailingPage({
      error: new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/leave-form-Bx1.js'),
    })
    expect(
      await screen.findByText('Part of this page did not arrive. Check your connection, then reload the page.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }))
    expect(reloadPage).toHaveBeenCalledOnce()
  })
})
