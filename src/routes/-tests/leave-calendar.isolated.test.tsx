import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'
import { buttonName } from '@/test/screen-queries'

// The leave calendar against the real mock, seeded on Monday 23 November 2026 in Manila. Maria (the
// regular persona) has a sick day approved on 3 Nov, a half day pending on 1 Dec, leave approved on
// 7-10 Dec (8 Dec is a holiday) and leave awaiting cancellation on 23 and 28 Dec; six teammates are
// away today.
runMockServerAroundEachTest()
seedOnMonday23November()

startEachTestSignedOut()

/** Opens the calendar and waits for the month's marks (the grid paints before its data). */
async function openCalendar(path = '/leave-calendar') {
  const view = renderApp(path)
  const grid = await screen.findByRole('grid')
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull(), { timeout: 5_000 })
  return { ...view, grid }
}

const day = (grid: HTMLElement, label: RegExp) => within(grid).getByRole('button', { name: label })
const details = () => screen.getByRole('region', { name: /^\d{1,2} [A-Z][a-z]{2} \d{4}$|Choose a day/ })
function* textNodesOf(element: Element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) yield walker.currentNode as Text
}

const nameOf = (element: Element | null) => (element ? buttonName(element) : null)
const monthTitle = () => screen.getByRole('heading', { level: 2, name: /^\w+ \d{4}$/ })

describe('the month grid', { timeout: 30_000 }, () => {
  it('shows the month with holidays by kind, today marked, and who is away, never why', async () => {
    await signIn('regular')
    const { grid } = await openCalendar()

    expect(screen.getByRole('heading', { level: 1, name: 'Leave Calendar' })).toBeTruthy()
    expect(monthTitle().textContent).toBe('November 2026')
    expect(grid.getAttribute('aria-labelledby')).toBe(monthTitle().id)
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(within(grid).getAllByRole('button')).toHaveLength(30)

    expect(day(grid, /^30 Nov 2026, Bonifacio Day \(regular holiday\)$/)).toBeTruthy()
    expect(day(grid, /^1 Nov 2026, All Saints' Day \(special non-working day\)$/)).toBeTruthy()
    expect(day(grid, /^3 Nov 2026, You on Sick Leave, approved$/).textContent).toContain('You')

    const today = day(grid, /^23 Nov 2026, today, 6 teammates away: \w+ and \w+ and \+4 more$/)
    expect(today.getAttribute('aria-current')).toBe('date')
    expect(today.textContent).toContain('+4 more')
    // Today holds the grid's one tab stop.
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([today])

    // Today's details are open: teammates by name, and nothing of their reasons or leave types.
    const panel = details()
    expect(within(panel).getByRole('heading', { name: '23 Nov 2026' })).toBeTruthy()
    expect(within(panel).getByText('Jose Reyes')).toBeTruthy()
    expect(within(panel).getByText('Wilfredo Tolentino')).toBeTruthy()
    expect(within(panel).queryByText(/Vacation|Out of town|Family event|Rest and recharge|Personal matters/)).toBeNull()

    const legend = within(screen.getByRole('list', { name: 'Legend' }))
    for (const entry of ['Regular holiday', 'Special non-working day', 'Special working day'])
      expect(legend.getByText(entry)).toBeTruthy()
    expect(legend.getByText('Your leave pending approval')).toBeTruthy()
  })

  it("shows the employee's pending leave apart from approved, and a cancellation asked for as such", async () => {
    await signIn('regular')
    const { grid } = await openCalendar('/leave-calendar?month=2026-12')

    expect(monthTitle().textContent).toBe('December 2026')
    const pending = day(
      grid,
      /^1 Dec 2026, You \(pending\) on Half Day \(Afternoon\), pending approval, 1 teammate away: \w+$/,
    )
    expect(pending.textContent).toContain('You (pending)')
    const approved = day(grid, /^7 Dec 2026, You on Vacation Leave, approved, 1 teammate away: \w+$/)
    expect(approved.textContent).toContain('You')
    expect(approved.textContent).not.toContain('pending')
    // The approved leave runs 7-10 Dec, but 8 Dec is a holiday and is not taken.
    expect(
      day(grid, /^8 Dec 2026, Feast of the Immaculate Conception of Mary \(special non-working day\)$/),
    ).toBeTruthy()
    expect(day(grid, /^23 Dec 2026, You \(cancelling\) on Vacation Leave, approved, cancellation asked$/)).toBeTruthy()
    // No day is today's in December: the first day holds the tab stop, and no details are open yet.
    expect(within(grid).getByRole('button', { name: /^1 Dec 2026,/ }).tabIndex).toBe(0)
    expect(within(details()).getByText('Choose a day to see its holiday and who is away.')).toBeTruthy()
  })

  it('names each day by what it shows, in the order shown, starting with its number (WCAG 2.5.3)', async () => {
    await signIn('regular')
    for (const month of ['2026-11', '2026-12']) {
      const { grid, unmount } = await openCalendar(`/leave-calendar?month=${month}`)
      for (const button of within(grid).getAllByRole('button')) {
        const name = buttonName(button)
        // What the eye reads: the text outside the words meant for a screen reader only.
        const shown = [...textNodesOf(button)]
          .filter((text) => !text.parentElement?.closest('.sr-only'))
          .map((text) => text.data.trim())
          .filter(Boolean)
        expect(name.startsWith(shown[0] ?? 'no text'), `${name} starts with ${shown[0]}`).toBe(true)
        let from = 0
        for (const text of shown) {
          const at = name.indexOf(text, from)
          expect(at, `"${text}" in "${name}"`).toBeGreaterThanOrEqual(0)
          from = at + text.length
        }
      }
      unmount()
    }
  })

  it('says so when a month has nothing on it', async () => {
    await signIn('regular')
    await openCalendar('/leave-calendar?month=2027-03')
    expect(screen.getByText('Nothing on the calendar in March 2027: no holidays, and nobody is on leave.')).toBeTruthy()
  })
})

describe('moving through the calendar', { timeout: 30_000 }, () => {
  it(
    'moves between days with the arrow keys, into the next month past its edge, and by month with Page Up and Down',
    { timeout: 40_000 },
    async () => {
      await signIn('regular')
      const user = userEvent.setup()
      const { grid, router } = await openCalendar()

      const focusInGrid = () => (grid.contains(document.activeElement) ? document.activeElement : null)
      day(grid, /^23 Nov 2026/).focus()
      await user.keyboard('{ArrowRight}')
      expect(nameOf(focusInGrid())).toMatch(/^24 Nov 2026/)
      await user.keyboard('{ArrowDown}')
      expect(nameOf(document.activeElement)).toMatch(/^1 Dec 2026/)
      await waitFor(() => expect(monthTitle().textContent).toBe('December 2026'))
      expect(router.state.location.search).toEqual({ month: '2026-12' })
      await waitFor(() => expect(nameOf(document.activeElement)).toContain('pending approval'))

      await user.keyboard('{End}')
      expect(nameOf(document.activeElement)).toMatch(/^5 Dec 2026/)
      await user.keyboard('{ArrowUp}')
      await waitFor(() => expect(monthTitle().textContent).toBe('November 2026'))
      expect(nameOf(document.activeElement)).toMatch(/^28 Nov 2026/)
      await user.keyboard('{PageUp}')
      await waitFor(() => expect(monthTitle().textContent).toBe('October 2026'))
      expect(nameOf(document.activeElement)).toMatch(/^28 Oct 2026/)
      await user.keyboard('{Home}')
      expect(nameOf(document.activeElement)).toMatch(/^25 Oct 2026/)
      await user.keyboard('{PageDown}{PageDown}')
      await waitFor(() => expect(monthTitle().textContent).toBe('December 2026'))
      expect(nameOf(document.activeElement)).toMatch(/^25 Dec 2026, Christmas Day/)
    },
  )

  it('opens a day with Enter or a click: its holiday, the employee’s leave and who is away', async () => {
    await signIn('regular')
    const user = userEvent.setup()
    const { grid } = await openCalendar()

    await user.click(day(grid, /^30 Nov 2026/))
    const panel = details()
    expect(within(panel).getByRole('heading', { name: '30 Nov 2026' })).toBeTruthy()
    expect(within(panel).getByText('Bonifacio Day')).toBeTruthy()
    expect(within(panel).getByText('Regular holiday')).toBeTruthy()
    expect(grid.querySelector('[aria-selected="true"]')?.textContent).toContain('Bonifacio Day')

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}')
    expect(nameOf(document.activeElement)).toMatch(/^3 Nov 2026/)
    // Moving does not open: the panel still shows the 30th until Enter.
    expect(within(details()).getByRole('heading', { name: '30 Nov 2026' })).toBeTruthy()
    await user.keyboard('{Enter}')
    const opened = details()
    expect(within(opened).getByRole('heading', { name: '3 Nov 2026' })).toBeTruthy()
    expect(within(opened).getByRole('list', { name: 'Your leave' }).textContent).toContain('Sick Leave')
    expect(within(opened).getByText('Approved')).toBeTruthy()
  })

  it('keeps the month in the address: links to the months around it, and a bad month shows this month', async () => {
    await signIn('regular')
    const user = userEvent.setup()
    await openCalendar('/leave-calendar?month=2026-12')

    const months = within(screen.getByRole('navigation', { name: 'Months' }))
    expect(months.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe(
      '/leave-calendar?month=2026-11',
    )
    expect(months.getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe('/leave-calendar?month=2027-01')
    await user.click(months.getByRole('link', { name: 'Next month' }))
    await waitFor(() => expect(monthTitle().textContent).toBe('January 2027'))
    const grid = screen.getByRole('grid')
    await waitFor(() =>
      expect(day(grid, /^7 Jan 2027, You \(pending\) on Vacation Leave, pending approval$/)).toBeTruthy(),
    )
    await user.click(months.getByRole('link', { name: 'This month' }))
    await waitFor(() => expect(monthTitle().textContent).toBe('November 2026'))
  })

  it.each(['2026-13', 'next', '2026-1'])('shows this month for ?month=%s', async (month) => {
    await signIn('regular')
    await openCalendar(`/leave-calendar?month=${month}`)
    expect(monthTitle().textContent).toBe('November 2026')
  })
})

describe('loading, failure and the phone', { timeout: 30_000 }, () => {
  it('says the month could not be loaded, and Retry loads it', async () => {
    await signIn('regular')
    server.use(
      http.get(
        '*/api/v1/employee/leaves/calendar',
        () =>
          HttpResponse.json({ message: 'The calendar service is down.', data: null, errors: null }, { status: 503 }),
        { once: true },
      ),
    )
    const user = userEvent.setup()
    renderApp('/leave-calendar')
    const failure = await screen.findByText('The calendar of November 2026 could not be loaded', {}, { timeout: 5_000 })
    const alert = failure.closest<HTMLElement>('[role="alert"]') ?? document.body
    expect(alert.textContent).toContain('The calendar service is down.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(day(grid, /Bonifacio Day/)).toBeTruthy())
  })

  it('lists the busy days of the month on a phone, rather than a squeezed grid', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    await signIn('regular')
    renderApp('/leave-calendar')
    const agenda = await screen.findByRole('list', { name: 'November 2026, day by day' }, { timeout: 5_000 })
    expect(screen.queryByRole('grid')).toBeNull()
    const days = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(days[0]).toBe('1 Nov 2026')
    expect(days).toContain('23 Nov 2026Today')
    expect(days.at(-1)).toBe('30 Nov 2026')
    expect(days).toContain('13 Nov 2026') // Angelica's sick day
    expect(days).toHaveLength(16)
  })
})
