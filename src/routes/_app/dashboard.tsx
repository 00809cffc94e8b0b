import { createFileRoute } from '@tanstack/react-router'
import { useAuth } from '@/session/use-auth'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard' },
  component: DashboardPlaceholder,
})

// The analytics dashboard replaces this in its own issue; for now it proves the session and guards.
function DashboardPlaceholder() {
  const { user } = useAuth()
  return (
    <main className="px-6 py-10">
      <h1 className="text-2xl font-semibold text-ink">Dashboard</h1>
      {user && <p className="mt-2 text-slate-600">Welcome, {user.full_name}.</p>}
    </main>
  )
}
