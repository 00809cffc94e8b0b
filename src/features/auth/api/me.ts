import { queryOptions } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { authKeys } from './auth-keys'

/** The signed-in user, fresh from the server (GET /auth/me). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => apiData(api.auth.me({ fetchOptions: { signal } })),
  })
