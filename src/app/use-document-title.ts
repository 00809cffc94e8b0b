import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentTitle, NOT_FOUND_TITLE } from './document-title'

/**
 * docs/product/screens-and-routes.md#page-titles: the title comes from the deepest matching route that declares one
 * (`staticData.title`). A route that answered not found (a page the employment type may not use) is titled as any
 * unknown address is, not by the page it would have been.
 */
export function useDocumentTitle(): void {
  const pageTitle = useMatches({
    select: (matches) =>
      matches.some((match) => match.status === 'notFound')
        ? NOT_FOUND_TITLE
        : matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  useEffect(() => {
    document.title = documentTitle(pageTitle)
  }, [pageTitle])
}
