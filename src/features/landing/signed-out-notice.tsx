import { buttonVariants } from '@/components/ui/button-variants'
import { XIcon } from '@/components/ui/icons'
import { sessionStore } from '@/session/session-store'
import { useAuth } from '@/session/use-auth'

/**
 * Why the app ended the person's session (docs/product/states.md#logout), at the top of the landing page it
 * lands on. It stays until closed or until the person logs in again: a toast that closed after a few seconds
 * could be gone before a slow phone had painted the page, and "signed out from another device" is a
 * warning to read. In the page's flow, it covers none of its buttons. The reason lives in memory only, so
 * a reload does not show it again.
 */
export function SignedOutNotice() {
  const { logoutReason, token } = useAuth()
  if (logoutReason === null || token !== null) return null
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex-1 py-1">{logoutReason}</p>
        <button
          type="button"
          aria-label="Close the message"
          onClick={() => sessionStore.clearLogoutReason()}
          className={buttonVariants({ variant: 'plain', size: 'icon-sm' })}
        >
          <XIcon />
        </button>
      </div>
    </div>
  )
}
