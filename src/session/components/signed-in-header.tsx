import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'

export type SignedInHeaderProps = {
  fullName: string
  onSignOut: () => Promise<void>
}

/**
 * The signed-in pages' header until the employee shell (sidebar, avatar menu) replaces it: the
 * product with its Beta and Employee badges (spec section 1), who is signed in, and Sign Out.
 */
export function SignedInHeader({ fullName, onSignOut }: SignedInHeaderProps) {
  const [signingOut, setSigningOut] = useState(false)
  const signOut = () => {
    setSigningOut(true)
    // The page leaves for / after it; should it not, the button is usable again.
    void onSignOut().finally(() => setSigningOut(false))
  }
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-6 py-3">
      <div className="flex items-center gap-2">
        <span className="text-lg font-semibold text-ink">Empleo</span>
        <Badge color="blue">Beta</Badge>
        <Badge>Employee</Badge>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-ink">{fullName}</span>
        <Button variant="outline" size="sm" loading={signingOut} onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </header>
  )
}
