import type { ReactNode } from 'react'
import { AVATAR_HINT } from '@contract/fields'
import type { User } from '@contract/user'
import { Skeleton } from '@/components/ui/skeleton'

export type AvatarEditorUser = Pick<User, 'full_name' | 'employee_avatar' | 'default_img_bg'>

export const avatarButtonLabel = (user: AvatarEditorUser) => (user.employee_avatar ? 'Change photo' : 'Add a photo')

/**
 * The photo editor's layout: the photo (or its preview) beside its controls and the hint. One layout
 * for every state, so the photo and its buttons never shift when the form's code arrives.
 */
export function AvatarEditorLayout({
  photo,
  controls,
  hintId,
  errors,
}: {
  photo: ReactNode
  controls: ReactNode
  hintId?: string
  /** The file's errors (FieldErrors), under the hint. */
  errors?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5">
      {photo}
      <div className="flex flex-col items-center gap-2 sm:items-start">
        {controls}
        <p id={hintId} className="text-xs text-slate-600">
          {AVATAR_HINT}
        </p>
        {errors}
      </div>
    </div>
  )
}

/** While a chosen file is checked: the photo's place and the buttons' row hold their size. */
export function CheckingPhoto() {
  return (
    <AvatarEditorLayout
      photo={<Skeleton className="size-24 shrink-0 rounded-full" />}
      controls={
        <div role="status" className="flex h-8 items-center text-sm text-slate-700">
          Checking your photo…
        </div>
      }
    />
  )
}
