import type { Decorator } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/** What a query shows in a story: its data, a fetch that never ends (loading), or a failure. */
export type QueryState = { key: QueryKey } & ({ data: unknown } | { pending: true } | { error: Error })

function seededClient(states: readonly QueryState[]): QueryClient {
  // Storybook has no API: nothing refetches on its own, so each query stays in the state it was given.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  })
  for (const state of states) {
    if ('data' in state) client.setQueryData(state.key, state.data)
    // A fetch in flight for the key: the page's own query joins it rather than starting another.
    else if ('pending' in state)
      void client.prefetchQuery({ queryKey: state.key, queryFn: () => new Promise(() => {}) })
    else void client.prefetchQuery({ queryKey: state.key, queryFn: () => Promise.reject(state.error) })
  }
  return client
}

function SeededQueryClient({ states, children }: { states: readonly QueryState[]; children: ReactNode }) {
  const [client] = useState(() => seededClient(states))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A page's loading, error and data states without a server: `decorators: [withQueryStates([...])]`. */
export const withQueryStates =
  (states: readonly QueryState[]): Decorator =>
  (Story) => (
    <SeededQueryClient states={states}>
      <Story />
    </SeededQueryClient>
  )
