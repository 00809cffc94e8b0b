import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveListQuery } from '@contract/list-queries'
import { control, server } from '@mocks/node'
import { loginAs } from '@mocks/test/login-as'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { setApiCredentials, setApiEvents } from '@/lib/api'
import { DataTable } from './data-table'
import { listSearch } from './list-search'
import { leaveColumns, leaveFilters, leaveListQueryOptions } from './testing/leave-list-fixture'

// The real mock backend behind the app's own API client, signed in as the main persona (14 leaves).
runMockServerAroundEachTest()

const notifyError = vi.fn()
let token: string | null = null

beforeEach(async () => {
  token = (await loginAs('regular')).token
  setApiCredentials({
    getToken: () => token,
    saveToken: (next) => (token = next),
    latestToken: () => token,
    clear: () => (token = null),
  })
  setApiEvents({ navigate: vi.fn(), notifyError })
})
afterEach(() => {
  notifyError.mockReset()
  vi.unstubAllGlobals()
})

const leavesUrl = `${window.location.origin}/api/v1/employee/leaves`

/** A leave list page as a feature builds it: a route whose search is the contract's list query. */
function renderLeaveList(url: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const leaveRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/leave',
    ...listSearch(leaveListQuery),
    component: LeaveList,
  })
  function LeaveList() {
    const search = leaveRoute.useSearch()
    const navigate = leaveRoute.useNavigate()
    return (
      <DataTable
        label="Leave requests"
        search={search}
        // `as never`: this test's route is not in the app's registered route tree, which types navigate.
        onSearchChange={(next, { replace }) => void navigate({ search: next as never, replace })}
        queryOptions={leaveListQueryOptions}
        columns={leaveColumns}
        getRowId={(leave) => String(leave.id)}
        searchFilter={{ label: 'Search' }}
        filters={leaveFilters}
        customFilters={({ search, setFilters }) => (
          // Stands in for the date-range picker another engineer builds.
          <button
            type="button"
            aria-pressed={search.date_started === '2026-01-01'}
            onClick={() => setFilters({ date_started: '2026-01-01', date_finished: '2026-12-31' })}
          >
            This year
          </button>
        )}
      />
    )
  }
  const router = createRouter({
    routeTree: rootRoute.addChildren([leaveRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return {
    router,
    /** What the address bar shows after `/leave`. */
    query: () => router.state.location.searchStr,
    /** The page's validated search. */
    search: () => router.state.matches.at(-1)?.search as Record<string, unknown>,
  }
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Leave requests' }))
    .getAllByRole('row')
    .slice(1)
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)

async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 5000 })
}

async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('a server-side list with its query in the URL', () => {
  it('shows the first page, 10 rows, newest change first, with a clean URL', async () => {
    const { query, search } = renderLeaveList('/leave')
    await shows('Showing 1–10 of 14')
    expect(rowsOf()).toHaveLength(10)
    expect(query()).toBe('')
    expect(search()).toMatchObject({ page: 1, per_page: 10, sort: '-updated_at' })
    expect(screen.getByRole('columnheader', { name: /Last updated/ }).getAttribute('aria-sort')).toBe('descending')
  })

  it('goes to the next page by the URL, and back to the first', async () => {
    const { query } = renderLeaveList('/leave')
    await shows('Showing 1–10 of 14')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await shows('Showing 11–14 of 14')
    expect(query()).toBe('?page=2')
    expect(rowsOf()).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'First page' }))
    await shows('Showing 1–10 of 14')
    expect(query()).toBe('')
  })

  it('puts a filter in the URL and starts again at page 1 (docs/product/states.md#lists-and-filters)', async () => {
    const { query } = renderLeaveList('/leave?page=2')
    await shows('Showing 11–14 of 14')
    await choose('Status', 'Approved')
    await waitFor(() => expect(query()).toBe('?status=approved'))
    await waitFor(() => expect(rowsOf().every((row) => row.textContent?.includes('Approved'))).toBe(true))
    await choose('Status', 'All')
    await waitFor(() => expect(query()).toBe(''))
  })

  it('searches once typing pauses, replacing the history entry, at page 1', async () => {
    const { router, query } = renderLeaveList('/leave?page=2')
    await shows('Showing 11–14 of 14')
    const entries = router.history.length
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Siargao')
    await waitFor(() => expect(query()).toBe('?search=Siargao'))
    await shows('Showing 1–1 of 1')
    expect(router.history.length).toBe(entries)
  })

  it('sorts by a column header, then reverses it, in the URL', async () => {
    const { query } = renderLeaveList('/leave?page=2')
    await shows('Showing 11–14 of 14')
    const header = () => screen.getByRole('columnheader', { name: /Dates/ })
    expect(header().getAttribute('aria-sort')).toBe('none')
    await userEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(query()).toBe('?sort=date_started'))
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'))
    await userEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(query()).toBe('?sort=-date_started'))
    expect(header().getAttribute('aria-sort')).toBe('descending')
  })

  it('gives a custom filter (a date range) the same way into the URL, at page 1', async () => {
    const { query } = renderLeaveList('/leave?page=2')
    await shows('Showing 11–14 of 14')
    await userEvent.click(screen.getByRole('button', { name: 'This year' }))
    await waitFor(() => expect(query()).toBe('?date_started=2026-01-01&date_finished=2026-12-31'))
    expect(screen.getByRole('button', { name: 'This year' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('changes the page size and starts again at page 1', async () => {
    const { query } = renderLeaveList('/leave?page=2')
    await shows('Showing 11–14 of 14')
    await choose('Rows per page', '20')
    await waitFor(() => expect(query()).toBe('?per_page=20'))
    await shows('Showing 1–14 of 14')
  })

  it('falls back to defaults for hand-edited values the contract refuses, keeping the good ones', async () => {
    const { search } = renderLeaveList(
      '/leave?page=abc&per_page=5000&sort=%22salary%22&status=%22lost%22&leave_type=%22sick%22',
    )
    await shows('Showing 1–2 of 2')
    expect(search()).toEqual({ page: 1, per_page: 10, sort: '-updated_at', leave_type: 'sick' })
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All')
    expect(screen.getByRole('combobox', { name: 'Leave type' }).textContent).toBe('Sick Leave')
    expect(rowsOf().every((row) => row.textContent?.includes('Sick Leave'))).toBe(true)
  })

  it('reads a number typed as the search text as text', async () => {
    const { search } = renderLeaveList('/leave?search=2026')
    await waitFor(() => expect(search()).toMatchObject({ search: '2026' }))
  })

  it('shows the last page for a page past the end', async () => {
    const { query } = renderLeaveList('/leave?page=9')
    await shows('Showing 11–14 of 14')
    expect(query()).toBe('?page=2')
  })

  it('tells "no match" from "none yet", and clears the filters', async () => {
    const { query } = renderLeaveList('/leave?search=%22nothing%20like%20this%22&status=denied')
    expect(await screen.findByText('No leave requests match these filters.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await shows('Showing 1–10 of 14')
    expect(query()).toBe('')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '')
  })

  it('says when there are no records yet', async () => {
    server.use(
      http.get(leavesUrl, () =>
        HttpResponse.json({
          message: 'OK',
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
          errors: null,
        }),
      ),
    )
    renderLeaveList('/leave')
    expect(await screen.findByText('No leave requests yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('shows placeholder rows in the table shape while the first page loads', async () => {
    control.setLatency(300)
    renderLeaveList('/leave')
    const table = await screen.findByRole('table', { name: 'Leave requests' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5)
    expect(rowsOf()).toHaveLength(10)
    expect(rowsOf().every((row) => row.textContent === '')).toBe(true)
    await shows('Showing 1–10 of 14')
  })

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    renderLeaveList('/leave')
    await shows('Showing 1–10 of 14')
    const firstRow = rowsOf()[0]?.textContent
    control.setLatency(300)
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(rowsOf()[0]?.textContent).toBe(firstRow)
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull()
    await shows('Showing 11–14 of 14')
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).toBeNull()
  })

  it('shows a failure with Retry, which loads the list', async () => {
    control.failNext('500')
    renderLeaveList('/leave')
    expect(await screen.findByText('The leave requests could not be loaded.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await shows('Showing 1–10 of 14')
  })

  it('shows each row as a card on a phone, with a sort choice instead of headers', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const { query } = renderLeaveList('/leave')
    const cards = await screen.findByRole('list', { name: 'Leave requests' })
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10))
    expect(screen.queryByRole('table')).toBeNull()
    const [card] = within(cards).getAllByRole('listitem')
    expect(within(card!).getByText('Last updated')).toBeTruthy()
    await choose('Sort by', 'Type (ascending)')
    await waitFor(() => expect(query()).toBe('?sort=type'))
  })

  it('is driven by the keyboard: a header sorts with Enter', async () => {
    const { query } = renderLeaveList('/leave')
    await shows('Showing 1–10 of 14')
    act(() =>
      within(screen.getByRole('columnheader', { name: /Status/ }))
        .getByRole('button')
        .focus(),
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(query()).toBe('?sort=status'))
  })
})
