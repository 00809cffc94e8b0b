import { useLocation } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { User } from '@contract/user'
import { useDesktop } from '@/lib/use-media-query'
import { useSignOutWithKept } from '@/components/outbox/use-sign-out-with-kept'
import { Sidebar } from './sidebar'
import { NavDrawer } from './nav-drawer'
import { menuFor, navGroupOf, navItemAt } from './nav-entries'
import { ShellHeader } from './shell-header'
import { useSidebarState } from './sidebar-state'
import { AccountMenu } from './account-menu'

export const MAIN_CONTENT_ID = 'main-content'

export type EmployeeShellProps = {
  user: User
  /** docs/product/screens-and-routes.md#sidebar: hidden on /onboard, where the person has one thing to do. */
  withSidebar: boolean
  /** Payslips not opened yet, shown on the sidebar's Payslip; undefined while unknown or not asked. */
  unviewedPayslips?: number
  /** The header's notifications bell (features/notifications), which the layout composes in. */
  notificationBell?: ReactNode
  /** Under the header: how old the answers on screen are while there is no line (docs/product/offline.md). */
  offlineMark?: ReactNode
  onSignOut: () => Promise<void>
  onSwitchToAdmin: () => Promise<void>
  /** The page; it brings its own <main>. */
  children: ReactNode
}

/**
 * The employee portal around every signed-in page (docs/product/screens-and-routes.md#shell): a header with the
 * product's badges and the account menu, a sidebar (a drawer on a phone) whose items follow the
 * person's employment type, and the content area.
 */
export function EmployeeShell({
  user,
  withSidebar,
  unviewedPayslips,
  notificationBell,
  offlineMark,
  onSignOut,
  onSwitchToAdmin,
  children,
}: EmployeeShellProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const sidebar = useSidebarState()
  const { setActive } = sidebar
  const currentItem = navItemAt(pathname)
  const signingOut = useSignOutWithKept(onSignOut)
  // A phone never shows the sidebar (the drawer stands in for it): rendered there only to be hidden, its links
  // slowed the phone's first render (docs/decisions/0074-the-shell-on-the-phone.md).
  const desktop = useDesktop()
  useEffect(() => {
    if (currentItem) setActive(currentItem, navGroupOf(currentItem))
  }, [currentItem, setActive])

  const navProps = {
    entries: menuFor(user.employment_type),
    // An address outside the menu (Account Settings, a not-found page) keeps the last item marked.
    activeKey: currentItem ?? sidebar.active,
    activeIsCurrentPage: currentItem !== null,
    expandedGroups: sidebar.expanded,
    onToggleGroup: sidebar.toggleGroup,
    unviewedPayslips,
  }

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ShellHeader
        menuButton={withSidebar ? <NavDrawer pathname={pathname} {...navProps} /> : undefined}
        notifications={notificationBell}
        userMenu={<AccountMenu user={user} onSignOut={signingOut.signOut} onSwitchToAdmin={onSwitchToAdmin} />}
      />
      {offlineMark}
      <div className="flex flex-1">
        {withSidebar && desktop && (
          <Sidebar collapsed={sidebar.collapsed} onCollapsedChange={sidebar.setCollapsed} {...navProps} />
        )}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
          {children}
        </div>
      </div>
      {signingOut.dialog}
    </div>
  )
}
