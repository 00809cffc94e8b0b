import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'

/**
 * Retry for a route's error component: clears the failed queries and the route's error, then runs
 * its loader again. `retrying` holds until that load has settled.
 */
export function useRouteRetry(reset: () => void) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)

  async function retry() {
    setRetrying(true)
    queryErrors.reset()
    reset()
    try {
      await router.invalidate()
    } finally {
      setRetrying(false)
    }
  }

  return { retry: () => void retry(), retrying }
}
