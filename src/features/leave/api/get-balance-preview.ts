import { useEffect, useState } from 'react'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LeaveBalancePreview, LeaveBalancePreviewQuery } from '@contract/leave'
import { api, apiData } from '@/lib/api'
import { leaveKeys } from './leave-keys'

/** GET /leaves/balances/preview: what a leave would charge and leave of its balance on its first day. */
export const balancePreviewQueryOptions = (query: LeaveBalancePreviewQuery) =>
  queryOptions({
    queryKey: leaveKeys.balancePreview(query),
    queryFn: ({ signal }) => apiData(api.leave.balancePreview({ query, fetchOptions: { signal } })),
  })

/** Waits until the dates have been still for PREVIEW_WAIT_MS, so picking a range asks once, not at every click. */
export const PREVIEW_WAIT_MS = 300

function useSettled<T>(value: T | null, key: string): T | null {
  const [settled, setSettled] = useState<{ key: string; value: T | null }>({ key, value })
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ key, value }), PREVIEW_WAIT_MS)
    return () => clearTimeout(timer)
    // The key names the value: a new object with the same fields is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return settled.key === key || value === null ? value : settled.value
}

export type BalancePreviewState = {
  /** The latest answer, which may be for the type and dates chosen before (see `current`). */
  preview: LeaveBalancePreview | undefined
  /** The answer is for the type and dates chosen now. */
  current: boolean
  failed: boolean
}

/**
 * The balance preview of the leave being filled in, once its type and dates are settled; null asks nothing. The
 * previous answer stays (not `current`) while the next one loads, so the form's line does not flicker.
 */
export function useBalancePreview(query: LeaveBalancePreviewQuery | null): BalancePreviewState {
  const key = query ? JSON.stringify(query) : ''
  const settled = useSettled(query, key)
  const answer = useQuery({
    ...balancePreviewQueryOptions(settled ?? { type: 'vacation', date_started: '', date_finished: '' }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  })
  const settledKey = settled ? JSON.stringify(settled) : ''
  return {
    preview: answer.data,
    current: settledKey === key && answer.isSuccess && !answer.isPlaceholderData,
    failed: answer.isError && settledKey === key,
  }
}
