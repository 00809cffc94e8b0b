import { lazy, Suspense } from 'react'
import type { User } from '@contract/user'
import { useLoadOnIntent } from '@/lib/load-later'
import { AccountButtonFace, accountButtonClasses } from './account-button'

export type UserMenuProps = {
  user: User
  onSignOut: () => Promise<void>
  onSwitchToAdmin: () => Promise<void>
}

// The menu and what positions it (Radix DropdownMenu with floating-ui) are not part of every employee
// page's first load: with them /dashboard's was 200.1 KB gzipped, over the 200 KB budget
// (scripts/bench/bundle-budget.ts); without, 183.2 KB.
const loadAccountMenu = () => import('./account-menu')
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })))

/**
 * The avatar with the full name, opening the account menu (spec section 2). Until the menu's code is
 * there (useLoadOnIntent) the same button stands in; pressing it loads the menu and opens it.
 */
export function UserMenu(props: UserMenuProps) {
  const { wanted, pressedEarly, focused, standInProps } = useLoadOnIntent({
    opensOn: 'pointerdown',
    load: loadAccountMenu,
  })
  const standIn = (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={accountButtonClasses} {...standInProps}>
      <AccountButtonFace user={props.user} />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <AccountMenu {...props} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
