import type { ReactNode } from 'react'
import { KeptCountBadge } from '@/components/outbox/kept-count-badge'
import { Badge } from '@/components/ui/badge'

export type ShellHeaderProps = {
  /** The phone's menu button, where there is a sidebar to open. */
  menuButton?: ReactNode
  /** The notifications' bell, which another feature owns. */
  notifications?: ReactNode
  /** The account menu: the avatar with the full name. */
  userMenu: ReactNode
}

/**
 * The top of every employee page (docs/product/README.md#branding and docs/product/screens-and-routes.md#shell): the
 * product, its Beta and Employee badges, how many requests wait on this phone to be sent, the
 * notifications' bell, and who is signed in.
 */
export function ShellHeader({ menuButton, notifications, userMenu }: ShellHeaderProps) {
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-4">
      {menuButton}
      <div className="flex min-w-0 items-center gap-2">
        <span className="text-lg font-semibold text-ink">Empleo</span>
        <Badge color="blue">Beta</Badge>
        <Badge width="fit">Employee</Badge>
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <KeptCountBadge />
        {notifications}
        {userMenu}
      </div>
    </header>
  )
}
