import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of Sessions and devices. */
export const privacySessionsKeys = {
  all: queryRoots.privacySessions,
  list: () => [...privacySessionsKeys.all, 'list'] as const,
}
