import { useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { errorStatusMessages, type ErrorStatus } from './error-statuses'

export type StatusPageProps = {
  status: ErrorStatus
  /**
   * How far Go Back goes. /404?status=403|404 goes back two steps (docs/product/screens-and-routes.md#error-page), past
   * the page that sent the person here, which would only send them back again.
   */
  backSteps: 1 | 2
  /** On a page of its own (/404) it fills the screen; inside the employee shell, the content area. */
  fullPage?: boolean
}

type NavigationApi = { currentEntry: { index: number } | null }

/**
 * How many of this site's history entries lie behind the current one. The Navigation API counts
 * them across page loads, so Go Back also works on an error page reached by a full page load; where
 * the browser lacks it, the router's own count covers the entries since this page load.
 */
function entriesBehind(routerIndex: number | undefined): number {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation
  const index = navigation?.currentEntry?.index
  if (typeof index === 'number' && index >= 0) return index
  return routerIndex ?? 0
}

/** The error page of docs/product/screens-and-routes.md#error-page: what went wrong, in plain words, and a way back. */
export function StatusPage({ status, backSteps, fullPage = false }: StatusPageProps) {
  const router = useRouter()

  function goBack() {
    // Going back further than this site's entries would leave the app (a fresh tab, a link from an
    // e-mail): the home page instead, which takes a signed-in person to the dashboard.
    if (entriesBehind(router.history.location.state.__TSR_index) >= backSteps) router.history.go(-backSteps)
    else void router.navigate({ to: '/' })
  }

  return (
    <main
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-6 text-center',
        fullPage ? 'min-h-dvh' : 'flex-1 py-16',
      )}
    >
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold text-ink">{errorStatusMessages[status]}</h1>
      <Button color="blue" onClick={goBack}>
        Go Back
      </Button>
    </main>
  )
}
