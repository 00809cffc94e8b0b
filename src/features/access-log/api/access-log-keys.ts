import type { AccessLogListQuery } from '@contract/access-log'
import { queryRoots } from '@/lib/api/query-roots'

/** The access log's query keys. */
export const accessLogKeys = {
  all: queryRoots.accessLog,
  lists: () => [...accessLogKeys.all, 'list'] as const,
  list: (query: AccessLogListQuery) => [...accessLogKeys.lists(), query] as const,
}
