import type { accessLogListQuery } from '@contract/list-queries'
import { accessActorRoleOptions, privacyCategoryOptions } from '@contract/privacy-options'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { ListSearchOf } from '@/components/data-table/list-search'

/** The access log's search in the URL: the contract's list query, filters flattened. */
export type AccessLogSearch = ListSearchOf<typeof accessLogListQuery>

/** The category of data, and who acted, each with 'All' first (the DataTable adds it). */
export const accessLogSelectFilters: SelectFilter<AccessLogSearch>[] = [
  { key: 'category', label: 'Data', options: privacyCategoryOptions },
  { key: 'actor_role', label: 'Who', options: accessActorRoleOptions },
]
