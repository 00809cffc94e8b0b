import { lazy, startTransition, Suspense, useState } from 'react'
import type { User } from '@contract/user'
import { AccountMenuButtonFace, accountMenuButtonClasses } from './account-menu-button'

export type AccountMenuProps = {
  user: User
  onSignOut: () => Promise<void>
  onSwitchToAdmin: () => Promise<void>
}

// The menu and what positions it (Radix DropdownMenu with floating-ui) are not part of every employee
// page's first load: with them /dashboard's was 200.1 KB gzipped, over the 200 KB budget of
// docs/product/quality-targets.md#budgets; without, 183.2 KB.
const AccountMenuDropdown = lazy(() =>
  import('./account-menu-dropdown').then((module) => ({ default: module.AccountMenuDropdown })),
)

/**
 * The avatar with the full name, opening the account menu (docs/product/screens-and-routes.md#shell). Until the menu's
 * code is there (fetched as soon as the pointer, a touch or focus reaches the button, never ahead: it is not within a
 * page's fetch-ahead budget, docs/decisions/0055-fetch-ahead-within-a-budget.md) the same button stands in; pressing it
 * loads the menu and opens it.
 */
export function AccountMenu(props: AccountMenuProps) {
  const [wanted, setWanted] = useState(false)
  const [pressedEarly, setPressedEarly] = useState(false)
  const [focused, setFocused] = useState(false)
  // A transition keeps the stand-in on screen, the same element, until the menu is ready to take its
  // place: a press that lands while the code loads is not lost on a button that was just replaced.
  const want = () => startTransition(() => setWanted(true))

  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountMenuButtonClasses}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true)
        want()
      }}
      onBlur={() => setFocused(false)}
      // On pointerdown, as the menu itself opens: the click that follows may land on the menu's own
      // button if it takes over in between. A key's click comes without one (detail 0).
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return
        setPressedEarly(true)
        want()
      }}
      onClick={(event) => {
        if (event.detail !== 0) return
        setPressedEarly(true)
        want()
      }}
    >
      <AccountMenuButtonFace user={props.user} />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <AccountMenuDropdown {...props} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
