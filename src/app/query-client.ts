import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api'

/**
 * The API client has already told the person about a failure (toast, redirect or forced logout),
 * so a failed query is not retried behind their back; only a dropped connection gets one more try.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network'
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
