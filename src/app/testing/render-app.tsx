import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { AppFrame } from '../app-frame'
import { queryClient } from '../query-client'
import { createRouterApp, RouterApp } from '../router-app'

/**
 * Renders the router app, as the entry does for any visit but a guest's first at /, with an
 * in-memory history whose last entry is the current page, so tests can go back through the earlier
 * ones. `goTo` navigates this router.
 */
export function renderApp(...entries: [string, ...string[]]) {
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 })
  const router = createRouterApp({ history })
  // What the app still asks when the test ends (the shell's counts, asked once idle) is called off. Answered after
  // the next test has reset the mock, it would be a 401 that ends that test's session.
  onTestFinished(() => queryClient.cancelQueries())
  const view = render(
    <AppFrame>
      <RouterApp router={router} />
    </AppFrame>,
  )
  return { ...view, router, history }
}

/**
 * `renderApp` at `path`, once the page's heading is there: a first visit loads the page's chunks, which
 * takes a few seconds on two cores.
 */
export async function renderPage(path: string, heading: string) {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading, hidden: true }, { timeout: 15_000 })
  return view
}
