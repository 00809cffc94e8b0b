import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createLeaveBodySchema } from '@contract/leave'
import { api, apiBody } from '@/lib/api'
import { leaveChanged } from './leave-changed'

/** POST /leaves: files a leave request (pending until HR decides). */
export function useCreateLeave() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof createLeaveBodySchema>) => apiBody(api.leave.create({ body })),
    onSuccess: ({ data }) => leaveChanged(queryClient, data),
  })
}
