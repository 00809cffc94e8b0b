import { act, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

// The first-visit shell's first load must be React and the page (docs/decisions/0006-landing-first-load-budget.md).
// Each of these fails the import of any module that reaches it statically; lazy imports are not followed.
const { notOnFirstLoad } = vi.hoisted(() => ({
  notOnFirstLoad: (name: string) => () => {
    throw new Error(`${name} was imported by the first-visit shell's first load`)
  },
}))
vi.mock('@tanstack/react-router', notOnFirstLoad('TanStack Router'))
vi.mock('@tanstack/react-query', notOnFirstLoad('TanStack Query'))
vi.mock('zod', notOnFirstLoad('zod (the contract schemas)'))
vi.mock('@ts-rest/core', notOnFirstLoad('ts-rest'))
vi.mock('@/lib/api', notOnFirstLoad('the API client'))

afterEach(() => vi.unstubAllGlobals())

it('shows a guest the landing page with none of the router, the data layer or zod loaded', async () => {
  // The idle prefetch of the router app never comes.
  vi.stubGlobal('requestIdleCallback', () => 0)
  vi.stubGlobal('cancelIdleCallback', () => {})
  const { startApp } = await import('./start-app')
  const loadRouterApp = vi.fn(() => Promise.reject(new Error('the router app is not part of the first load')))
  const rootElement = document.body.appendChild(document.createElement('div'))

  const root = await act(() => startApp(rootElement, loadRouterApp))

  expect(
    await screen.findByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
  ).toBeTruthy()
  expect(loadRouterApp).not.toHaveBeenCalled()
  act(() => root.unmount())
})
