/** The two dialogs the landing page opens (spec section 4: the active modal is none, login or signup). */
export type LandingDialog = 'login' | 'signup'

export type LandingPageProps = {
  /** Opens the login or sign-up dialog; whoever renders the page owns the dialogs (src/app/landing-screen.tsx). */
  onOpenDialog: (dialog: LandingDialog) => void
}

/**
 * The landing page of spec section 2, for guests at /. Two shells show it: the entry's landing shell
 * on a first visit, without the router, and the router's / route after a sign-out
 * (docs/decisions/0006-landing-first-load-budget.md). So it must not need the router: it moves with
 * `goTo` (src/lib/navigation.ts) and leaves its dialogs to whoever renders it.
 */
// The header, sections and footer replace this placeholder in issue 3.
export function LandingPage({ onOpenDialog }: LandingPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 px-6 text-center">
      <h1 className="text-4xl font-bold text-ink">Empleo</h1>
      <p className="text-slate-600">HR made simple for Philippine startups and growing businesses.</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => onOpenDialog('login')}>
          Login
        </button>
        <button type="button" onClick={() => onOpenDialog('signup')}>
          Sign Up
        </button>
      </div>
    </main>
  )
}
