import type { SearchSchemaInput } from '@tanstack/react-router'
import type { ListQueryRules } from '@contract/list-query-rules'
import { listSearch, type ListSearchOf } from '@/components/data-table/list-search'

/** What opens over a request list, also in the URL: the request form (`?new=true`) or a request's detail (`?request=12`). */
export type RequestOverlays = { new?: true; request?: number }

function overlaysOf(raw: Record<string, unknown>): RequestOverlays {
  const request = Number(raw.request)
  return {
    new: raw.new === true || raw.new === 'true' ? true : undefined,
    request: Number.isInteger(request) && request > 0 ? request : undefined,
  }
}

/**
 * The route options of a request screen (leave, expense): the list's search in the URL (`listSearch`)
 * and, beside it, the form or detail open over the list. The overlays are taken out before the list's
 * search is validated and before the loader's deps, so the DataTable never counts them as filters and
 * opening a detail does not load the list again (decision 21).
 */
export function requestListSearch<S extends ListQueryRules>(rules: S) {
  type Search = ListSearchOf<S>
  const list = listSearch(rules)
  return {
    validateSearch: (input: Partial<Search & RequestOverlays> & SearchSchemaInput): Search & RequestOverlays => {
      const { new: _new, request: _request, ...listInput } = input
      return { ...list.validateSearch(listInput as Partial<Search> & SearchSchemaInput), ...overlaysOf(input) }
    },
    search: list.search,
    loaderDeps: ({ search }: { search: Search & RequestOverlays }): Search => {
      const { new: _new, request: _request, ...listed } = search
      return listed as Search
    },
  }
}
