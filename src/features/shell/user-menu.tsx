import { useRouter } from '@tanstack/react-router'
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
import { ChevronDownIcon, ProfileIcon, SettingsIcon, SignOutIcon, SwitchIcon } from './shell-icons'

export type UserMenuProps = {
  user: User
  onSignOut: () => Promise<void>
  onSwitchToAdmin: () => Promise<void>
}

/** Spec sections 2 and 6: an admin whose admin role is active may switch to the admin application. */
export const canSwitchToAdmin = (user: Pick<User, 'admin' | 'is_admin_inactive'>) =>
  user.admin && !user.is_admin_inactive

/**
 * The avatar with the full name, opening the account menu (spec section 2): 'Switch to Admin' for an
 * active admin, 'My Profile' and 'Account Settings' once onboarding is done, and 'Sign Out'. On a
 * phone the name is hidden from sight but still names the button.
 */
export function UserMenu({ user, onSignOut, onSwitchToAdmin }: UserMenuProps) {
  const router = useRouter()
  // `href`: /profile and /settings are routes of the account features, added with them.
  const open = (href: string) => void router.navigate({ href })
  const switches = canSwitchToAdmin(user)
  const accountPages = !user.is_onboard
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full p-1 text-sm font-medium text-ink hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-3">
        <Avatar
          name={user.full_name}
          email={user.email}
          imageUrl={user.employee_avatar}
          colour={user.default_img_bg}
          size="sm"
        />
        <span className="sr-only max-w-48 truncate sm:not-sr-only">{user.full_name}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
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
