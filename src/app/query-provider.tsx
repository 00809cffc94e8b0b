import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * Gives its children the app's one QueryClient. Reach it through a lazy import only, as the signed-in
 * layout's code-split component does: a landing page dialog loads it with its own chunk.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
