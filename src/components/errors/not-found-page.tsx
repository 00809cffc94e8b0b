import { StatusPage } from './status-page'

/** An address no route matches, for a signed-in person; nothing was skipped, so back is one step. */
export function NotFoundPage() {
  return <StatusPage status={404} backSteps={1} />
}
