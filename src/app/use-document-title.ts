import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentTitle } from './document-title'

/** Spec section 2: the title comes from the deepest matching route that declares one (`staticData.title`). */
export function useDocumentTitle(): void {
  const pageTitle = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  useEffect(() => {
    document.title = documentTitle(pageTitle)
  }, [pageTitle])
}
