import { Component, type ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
// Not '@/lib/api': the first-visit shell's first load holds no API client (decision 6).
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'
import { reloadPage } from '@/lib/navigation'

type State = { failed: boolean }

/**
 * The first-visit shell's error boundary: the router app gives each route its own, but a guest's first
 * visit to / renders the landing page without the router, and a crash there would leave a blank page.
 * Plain markup and a reload, so it adds next to nothing to the landing page's first load. React
 * reports the error itself.
 */
export class FirstVisitErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="flex min-h-dvh items-center justify-center px-6">
        <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
          <h1 className="text-xl font-semibold text-ink">Something went wrong</h1>
          <p className="text-sm text-slate-600">{UNEXPECTED_ERROR_MESSAGE}</p>
          <button type="button" className={buttonVariants({ color: 'blue' })} onClick={reloadPage}>
            Try again
          </button>
        </div>
      </main>
    )
  }
}
