import type { User } from '@contract/user'
import { Avatar } from '@/components/ui/avatar'
import { ChevronDownIcon } from './shell-icons'

export const accountMenuButtonClasses =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-full p-1 text-sm font-medium text-ink hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-3'

/**
 * What the account button shows: the avatar and the full name (docs/product/screens-and-routes.md#shell). On a phone
 * the name is hidden from sight but still names the button.
 */
export function AccountMenuButtonFace({ user }: { user: User }) {
  return (
    <>
      <Avatar
        name={user.full_name}
        email={user.email}
        imageUrl={user.employee_avatar}
        colour={user.default_img_bg}
        size="sm"
      />
      <span className="sr-only max-w-48 truncate sm:not-sr-only">{user.full_name}</span>
      <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
    </>
  )
}
