import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Dashboard } from '@contract/dashboard'
import type { MoodEntry, submitMoodBodySchema } from '@contract/mood'
import { api, apiBody, isApiError } from '@/lib/api'
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
 * device) fetches the dashboard again to show the answer on record.
 */
export function useSubmitMood() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof submitMoodBodySchema>) => apiBody(api.mood.submit({ body })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(
        dashboardQueryOptions().queryKey,
        (dashboard) => dashboard && withTodaysMood(dashboard, data),
      )
    },
    onError: (error) => {
      if (isAlreadyShared(error)) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    },
  })
}
