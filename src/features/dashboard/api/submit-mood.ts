import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Dashboard } from '@contract/dashboard'
import type { MoodEntry } from '@contract/mood'
import { isApiError } from '@/lib/api'
import type { SharedMood } from './share-mood'
import { dashboardKeys } from './dashboard-keys'
import { dashboardQueryOptions } from './get-dashboard'

/**
 * The dashboard once today's answer is on record: today's mood, and its day in the trend (when today
 * is a working day; the trend holds working days only).
 */
export function withTodaysMood(dashboard: Dashboard, { date, mood }: Pick<MoodEntry, 'date' | 'mood'>): Dashboard {
  return {
    ...dashboard,
    mood: {
      today: mood,
      trend: dashboard.mood.trend.map((day) => (day.date === date ? { ...day, mood } : day)),
    },
  }
}

/** The server's refusal of a second answer on the same business date. */
export const isAlreadyShared = (error: unknown) => isApiError(error) && error.status === 409

/**
 * POST /mood: today's mood. The answer goes straight into the dashboard's data, so today's card and
 * the trend change without another call; a refusal because it was already shared (another tab, another
 * device) fetches the dashboard again to show the answer on record. With no line the answer is kept on
 * this phone, and the outbox shows it (docs/product/offline.md#the-mood). Each press hands over its
 * sending (share-mood.ts), which comes with the mood form, off the dashboard's first load.
 */
export function useSubmitMood() {
  const queryClient = useQueryClient()
  return useMutation({
    // TanStack Query pauses a mutation while the browser is offline; the answer is kept instead.
    networkMode: 'always',
    mutationFn: (send: () => Promise<SharedMood>) => send(),
    onSuccess: (shared) => {
      if (!('sent' in shared)) return
      queryClient.setQueryData(
        dashboardQueryOptions().queryKey,
        (dashboard) => dashboard && withTodaysMood(dashboard, shared.sent.data),
      )
    },
    onError: (error) => {
      if (isAlreadyShared(error)) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    },
  })
}
