import { useState } from 'react'
import type { RequestScreenProps } from '../request-page'

/**
 * A request page's stories play the route's part with state: the list's search from `firstPage`, the
 * form open or not, no detail, and a View link that goes nowhere.
 */
export function useStoryScreen<Search, Request extends { id: number }>(
  firstPage: Search,
  formOpen: boolean,
): RequestScreenProps<Search, Request> {
  const [search, setSearch] = useState<Search>(firstPage)
  const [open, setOpen] = useState(formOpen)
  return {
    search,
    onSearchChange: setSearch,
    formOpen: open,
    onOpenForm: () => setOpen(true),
    onCloseForm: () => setOpen(false),
    openRequestId: undefined,
    requestLink: (request) => <a href={`#request-${request.id}`}>View</a>,
    onCloseRequest: () => {},
    onFiled: () => setOpen(false),
  }
}
