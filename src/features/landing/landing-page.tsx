/**
 * The landing page of spec section 2, for guests at /. Two shells show it: the entry's landing shell
 * on a first visit, without the router, and the router's / route after a sign-out
 * (docs/decisions/0006-landing-first-load-budget.md). So it must not need the router: it moves with
 * `goTo` (src/lib/navigation.ts) and loads its dialogs lazily.
 */
// The header, sections, footer and the login and sign-up dialogs replace this in their own issue.
export function LandingPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 px-6 text-center">
      <h1 className="text-4xl font-bold text-ink">Empleo</h1>
      <p className="text-slate-600">HR made simple for Philippine startups and growing businesses.</p>
    </main>
  )
}
