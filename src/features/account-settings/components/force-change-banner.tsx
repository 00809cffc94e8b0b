import { Button } from '@/components/ui/button'
import { AlertIcon, ShieldIcon } from './settings-icons'

/**
 * Why a person flagged is_force_change_password lands here from every page
 * (docs/product/screens-and-routes.md#redirect-rules), and that the rest opens once the password is changed.
 */
export function ForceChangeBanner() {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">Choose a new password to continue</h2>
        <p>
          Your account has a password set for you, for example by HR when it was created or reset. Replace it with one
          only you know. The other pages open as soon as you have changed it.
        </p>
      </div>
    </div>
  )
}

/** Said once the forced change is done: every page is open again. */
export function PasswordChangedNotice() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ShieldIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
        <p>
          <span className="font-semibold">Your password is changed.</span> Every page is open to you again, and your
          other sessions were signed out.
        </p>
      </div>
      <Button href="/dashboard" color="green" size="sm" className="self-start sm:self-center">
        Go to the dashboard
      </Button>
    </div>
  )
}
