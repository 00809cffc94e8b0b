import type { User } from '@contract/user'
import { PhotoPicker } from '@/components/ui/photo-picker'

export type AvatarEditorUser = Pick<User, 'full_name' | 'employee_avatar' | 'default_img_bg'>

export const avatarButtonLabel = (user: AvatarEditorUser) => (user.employee_avatar ? 'Change photo' : 'Add a photo')

/** While a chosen file is checked: the photo's place and the buttons' row hold their size. */
export function CheckingPhoto({ user }: { user: AvatarEditorUser }) {
  return (
    <PhotoPicker
      name={user.full_name}
      colour={user.default_img_bg}
      src={null}
      checking
      controls={
        <div role="status" className="flex h-8 items-center text-sm text-slate-700">
          Checking your photo…
        </div>
      }
    />
  )
}
