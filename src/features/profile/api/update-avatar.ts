import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiBody } from '@/lib/api'
import { sessionStore } from '@/session/session-store'
import { profileKeys } from './profile-keys'

/**
 * POST /profile/avatar (PNG or JPEG, at most 2 MB). The stored user takes the new photo at once, so
 * the header shows it without waiting for the next /auth/me; the profile is read again.
 */
export function useUpdateAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (avatar: File) => apiBody(api.profile.updateAvatar({ body: { avatar } })),
    onSuccess: ({ data }) => {
      const { user } = sessionStore.getState()
      if (user) sessionStore.updateUser({ ...user, employee_avatar: data.employee_avatar })
      return queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}
