import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react'
import { toastRequested } from '@/lib/notify'
import { LANDING_TOAST_MS, SHELL_TOAST_MS } from '@/components/ui/toast-durations'
import { isSignedIn } from '@/session/session-store'
import { useAuth } from '@/session/use-auth'
import { fetchAheadWhenIdle } from '@/lib/when-idle'

// react-toastify and its stylesheet arrive after the first render instead of with the entry; toasts
// sent before then wait in its queue (docs/decisions/0006-landing-first-load-budget.md).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/**
 * True once the page is idle or the first toast is sent, whichever comes first; only the toast for a person
 * saving data or on 2G (fetchAheadWhenIdle). Loaded with the first
 * render, the Toaster's chunks and stylesheet competed with the landing page's largest paint: Lighthouse
 * counted them on its path, 0.3 s of LCP (docs/decisions/0010-landing-page.md).
 */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let mounted = true
    const want = () => {
      if (mounted) setWanted(true)
    }
    const cancelIdle = fetchAheadWhenIdle(want)
    void toastRequested.then(want)
    return () => {
      mounted = false
      cancelIdle()
    }
  }, [])
  return wanted
}

/**
 * What surrounds either shell, the first-visit shell or the router app. The Toaster stays at the same
 * place in the tree when the router app replaces the first-visit shell, so a toast already showing stays.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const signedIn = isSignedIn(useAuth())
  const toasterWanted = useToasterWanted()
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          {/* docs/product/limits.md#toasts: toasts linger longer on the landing page than in the employee shell. */}
          <Toaster autoClose={signedIn ? SHELL_TOAST_MS : LANDING_TOAST_MS} />
        </Suspense>
      )}
    </>
  )
}

/**
 * What the root renders: either shell inside AppFrame. One function for the page and for the build's
 * prerender (through first-visit-shell-tree.tsx), so the markup in index.html is exactly what the
 * first-visit shell hydrates.
 */
export function inAppFrame(shell: ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppFrame>{shell}</AppFrame>
    </StrictMode>
  )
}
