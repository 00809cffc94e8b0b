import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { signInEachTest } from '@/test/signed-in'
import { pageDataArrived } from './page-data-arrived'
import { queryClient } from './query-client'
import { renderApp } from './testing/render-app'

// Isolated: in the shared module graph, on a clean clone's order of files, the page twice never showed
// here (the document held another file's account menu alone); with a graph of its own it does.
runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

describe('what idle work waits for', { timeout: 20_000 }, () => {
  it('is the page shown at the address with every query it started answered', async () => {
    const { router } = renderApp('/leave')
    // Asked before the router has even matched the page: it waits for the page, then for its data.
    await pageDataArrived(router)
    expect(router.state.location.pathname).toBe('/leave')
    expect(queryClient.isFetching()).toBe(0)
    const answered = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'success' })
    expect(answered.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['leave']))
    // Rendered once the router has committed the page: on a busy machine, a moment after it resolved.
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave Request' }, { timeout: 15_000 })).toBeTruthy()
  })
})
