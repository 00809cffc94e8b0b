import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader and beforeLoad receive. */
export type RouterContext = {
  queryClient: QueryClient
}
