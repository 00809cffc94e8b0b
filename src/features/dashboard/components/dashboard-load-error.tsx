import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api'
import { DashboardLayout } from './dashboard-layout'

/**
 * The dashboard call failed: the page says so in place of its cards and offers Retry, which loads
 * the route again. Only an API error's message is shown: it is worded for people; a crash's is not.
 */
export function DashboardLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)

  async function retry() {
    setRetrying(true)
    queryErrors.reset()
    reset()
    await router.invalidate()
    setRetrying(false)
  }

  return (
    <DashboardLayout>
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-left"
      >
        <h2 className="text-base font-semibold text-ink">Your dashboard could not be loaded</h2>
        <p className="text-sm text-slate-700">{isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        <Button color="blue" loading={retrying} onClick={retry}>
          Retry
        </Button>
      </div>
    </DashboardLayout>
  )
}
