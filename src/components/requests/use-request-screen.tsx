import { useCallback } from 'react'
import type { RequestScreenProps } from './request-page'
import type { RequestOverlays } from './request-list-search'
import { RequestViewLink } from './request-view-link'

type Searched<Search> = Search & RequestOverlays

/** The route's navigation, as a request screen moves: a new search, or one made from the one before. */
type Navigate<Search> = (options: {
  search: Search | ((previous: Searched<Search>) => Searched<Search>)
  replace?: boolean
}) => Promise<void>

/**
 * What a request screen's route hands its page (requestListSearch's URL): the list's search and its
 * changes, the form (`?new=true`) and a request's detail (`?request=12`) opened and closed, a filed
 * request's detail opened in the form's place, and the list's link to a request, which `describe` names
 * for a screen reader ('Vacation Leave, 2–3 Dec 2026'; a module-level function).
 */
export function useRequestScreen<Search, Request extends { id: number }>(
  { new: formOpen, request, ...listed }: Searched<Search>,
  navigate: Navigate<Search>,
  describe: (request: Request) => string,
): RequestScreenProps<Search, Request> {
  const requestLink = useCallback(
    (shown: Request) => <RequestViewLink id={shown.id} description={describe(shown)} />,
    [describe],
  )
  // Opens or closes what lies over the list; the list's own search stays as it was.
  const over = (overlays: RequestOverlays, replace?: boolean) =>
    void navigate({ search: (previous) => ({ ...previous, ...overlays }), replace })
  return {
    search: listed as Search,
    onSearchChange: (next, { replace }) => void navigate({ search: next, replace }),
    formOpen: formOpen === true,
    onOpenForm: () => over({ new: true }),
    onCloseForm: () => over({ new: undefined }, true),
    openRequestId: request,
    requestLink,
    onCloseRequest: () => over({ request: undefined }),
    onFiled: (id) => over({ new: undefined, request: id }, true),
  }
}
