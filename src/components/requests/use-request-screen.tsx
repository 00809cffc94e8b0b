import { useCallback } from 'react'
import { useStableObject } from '@/lib/use-stable-object'
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
export function useRequestScreen<Search extends object, Request extends { id: number }>(
  { new: formOpen, request, ...listed }: Searched<Search>,
  navigate: Navigate<Search>,
  describe: (request: Request) => string,
): RequestScreenProps<Search, Request> {
  // The list's search and its change stay the same objects while only the form or a detail opens or closes, so the
  // memoised list is not drawn again under it (docs/decisions/0051-form-after-its-dialog.md).
  const search = useStableObject(listed as Search)
  const onSearchChange = useCallback(
    (next: Search, { replace }: { replace: boolean }) => void navigate({ search: next, replace }),
    [navigate],
  )
  const requestLink = useCallback(
    (shown: Request) => <RequestViewLink id={shown.id} description={describe(shown)} />,
    [describe],
  )
  // Opens or closes what lies over the list; the list's own search stays as it was.
  const over = (overlays: RequestOverlays, replace?: boolean) =>
    void navigate({ search: (previous) => ({ ...previous, ...overlays }), replace })
  return {
    search,
    onSearchChange,
    formOpen: formOpen === true,
    onOpenForm: () => over({ new: true }),
    onCloseForm: () => over({ new: undefined }, true),
    openRequestId: request,
    requestLink,
    onCloseRequest: () => over({ request: undefined }),
    onFiled: (id) => over({ new: undefined, request: id }, true),
  }
}
