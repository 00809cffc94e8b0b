import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of What the company holds. */
export const privacyCategoriesKeys = {
  all: queryRoots.privacyCategories,
  list: () => [...privacyCategoriesKeys.all, 'list'] as const,
}
