import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the signed-in person's profile. */
export const profileKeys = {
  all: queryRoots.profile,
  detail: () => [...profileKeys.all, 'detail'] as const,
}
