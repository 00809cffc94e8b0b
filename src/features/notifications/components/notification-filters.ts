import type { notificationListQuery } from '@contract/list-queries'
import { notificationStateOptions, notificationTopicOptions } from '@contract/options'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { ListSearchOf } from '@/components/data-table/list-search'

/** The notifications page's search in the URL: the contract's list query, filters flattened. */
export type NotificationSearch = ListSearchOf<typeof notificationListQuery>

/** Read or unread, and the topic, each with 'All' first (the DataTable adds it). */
export const notificationSelectFilters: SelectFilter<NotificationSearch>[] = [
  { key: 'state', label: 'State', options: notificationStateOptions },
  { key: 'topic', label: 'Topic', options: notificationTopicOptions },
]
