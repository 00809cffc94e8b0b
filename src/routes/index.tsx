import { createFileRoute } from '@tanstack/react-router'
import { requireGuest } from '@/features/auth/guards'

export const Route = createFileRoute('/')({
  beforeLoad: requireGuest,
  component: HomePlaceholder,
})

// The landing page (header, sections, login and sign-up dialogs) replaces this in its own issue.
function HomePlaceholder() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 px-6 text-center">
      <h1 className="text-4xl font-bold text-ink">Empleo</h1>
      <p className="text-slate-600">HR made simple for Philippine startups and growing businesses.</p>
    </main>
  )
}
