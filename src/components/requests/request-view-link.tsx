import { Link } from '@tanstack/react-router'

export type RequestViewLinkProps = {
  id: number
  /** Which request, for a screen reader reading a list of 'View' links, e.g. 'Vacation Leave, 2–3 Dec 2026'. */
  description: string
}

/** 'View' on a list's row: opens the request's detail over the list, named in the URL (`?request=12`). */
export function RequestViewLink({ id, description }: RequestViewLinkProps) {
  return (
    <Link
      to="."
      search={(previous) => ({ ...previous, request: id })}
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      View
      <span className="sr-only"> {description}</span>
    </Link>
  )
}
