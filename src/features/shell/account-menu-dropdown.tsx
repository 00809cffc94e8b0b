import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { User } from '@contract/user'
import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { AccountMenuButtonFace, accountMenuButtonClasses } from './account-menu-button'
import { PrivacyIcon, ProfileIcon, SettingsIcon, SignOutIcon, SwitchIcon } from './shell-icons'
import type { AccountMenuProps } from './account-menu'

export type AccountMenuDropdownProps = AccountMenuProps & {
  /** Open at once: the person pressed the button before this menu had loaded (account-menu.tsx). */
  defaultOpen: boolean
  /** Take the focus at once: the button it replaces had it. */
  takeFocus: boolean
}

/**
 * docs/product/screens-and-routes.md#avatar-menu and docs/product/roles.md#admins-who-are-employees: an admin whose
 * admin role is active may switch to the admin application.
 */
export const canSwitchToAdmin = (user: Pick<User, 'admin' | 'is_admin_inactive'>) =>
  user.admin && !user.is_admin_inactive

/**
 * The account menu (docs/product/screens-and-routes.md#avatar-menu): 'Switch to Admin' for an active admin, 'My
 * Profile', 'Account Settings' and 'Privacy' once onboarding is done, and 'Sign Out'. Loaded after the page (account-menu.tsx).
 */
export function AccountMenuDropdown({
  user,
  onSignOut,
  onSwitchToAdmin,
  defaultOpen,
  takeFocus,
}: AccountMenuDropdownProps) {
  const router = useRouter()
  const trigger = useRef<HTMLButtonElement>(null)
  // Open, the menu takes the focus itself.
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus()
  }, [takeFocus, defaultOpen])
  const open = (to: '/profile' | '/settings' | '/privacy') => void router.navigate({ to })
  const switches = canSwitchToAdmin(user)
  const accountPages = !user.is_onboard
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={accountMenuButtonClasses}>
        <AccountMenuButtonFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar
            name={user.full_name}
            email={user.email}
            imageUrl={user.employee_avatar}
            colour={user.default_img_bg}
          />
          <span className="min-w-0">
            <span className="block truncate font-medium">{user.full_name}</span>
            <span className="block truncate text-xs text-slate-600">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(switches || accountPages) && (
          <>
            <DropdownMenuGroup>
              {switches && (
                // A refusal or a dropped connection is shown by the API client; the person stays here.
                <DropdownMenuItem onSelect={() => void onSwitchToAdmin().catch(() => {})}>
                  <SwitchIcon />
                  Switch to Admin
                </DropdownMenuItem>
              )}
              {accountPages && (
                <>
                  <DropdownMenuItem onSelect={() => open('/profile')}>
                    <ProfileIcon />
                    My Profile
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => open('/settings')}>
                    <SettingsIcon />
                    Account Settings
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => open('/privacy')}>
                    <PrivacyIcon />
                    Privacy
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem tone="danger" onSelect={() => void onSignOut()}>
          <SignOutIcon />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
