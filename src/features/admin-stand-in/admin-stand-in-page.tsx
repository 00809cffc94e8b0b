import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'

export type AdminStandInPageProps = {
  /** Who the admin session belongs to (the admin_profile cookie), if there is one. */
  adminName: string | null
  /** Whether an employee session waits here too (an admin who is also an employee). */
  employeeName: string | null
  onSignOut: () => Promise<void>
  onSwitchToEmployeePortal: () => void
}

/**
 * Mock builds only: what the admin application's address shows in the demo and in development. The
 * admin application is a separate product; without this page its address fell through to the landing
 * page with no word, as if the sign-in had failed.
 */
export function AdminStandInPage({
  adminName,
  employeeName,
  onSignOut,
  onSwitchToEmployeePortal,
}: AdminStandInPageProps) {
  const [signingOut, setSigningOut] = useState(false)
  const signOut = () => {
    setSigningOut(true)
    void onSignOut().finally(() => setSigningOut(false))
  }
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="flex w-full max-w-lg flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold text-ink">Empleo</span>
          <Badge color="blue" width="fit">
            Demo
          </Badge>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-ink">The admin application opens here</h1>
          <p className="text-slate-700">
            Administrators work in Empleo&apos;s admin application: employee records, approvals and payroll. It is a
            separate product, not part of this demo of the employee portal.
          </p>
          {adminName && (
            <p className="text-slate-700">
              Signed in as <strong className="font-semibold text-ink">{adminName}</strong>, administrator.
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {adminName || employeeName ? (
            <Button variant="outline" loading={signingOut} onClick={signOut}>
              Sign out
            </Button>
          ) : (
            <Button href="/" variant="outline">
              Go to the home page
            </Button>
          )}
          {employeeName && (
            <Button color="blue" onClick={onSwitchToEmployeePortal}>
              Switch to the employee portal
            </Button>
          )}
        </div>
      </div>
    </main>
  )
}
