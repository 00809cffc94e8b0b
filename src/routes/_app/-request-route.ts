import type { GatedFeature } from '@contract/access'
import type { ListQuerySchema } from '@/components/data-table/list-search'
import { requestListSearch } from '@/components/requests/request-list-search'
import { requireEmploymentType } from '@/session/guards'

/**
 * The route options every request screen (/leave, /item) shares: its title, the employment types it
 * is for, and its URL: the list's search with the form (`?new=true`) or a request's detail
 * (`?request=12`) over it. The loader, component and code-split groups stay in each route file, where
 * the router's build splits them off the first load.
 */
export function requestRouteOptions<Q extends ListQuerySchema>({
  title,
  feature,
  schema,
}: {
  title: string
  feature: GatedFeature
  schema: Q
}) {
  return {
    staticData: { title },
    beforeLoad: requireEmploymentType(feature),
    ...requestListSearch(schema),
  }
}
