import { lazy, Suspense, useId } from 'react'
import { AVATAR_HINT } from '@contract/fields'
import type { User } from '@contract/user'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'
import { useLoadOnIntent } from '@/lib/load-later'
import { UserAvatar } from './user-avatar'

export type AvatarEditorProps = {
  user: Pick<User, 'full_name' | 'employee_avatar' | 'default_img_bg'>
}

/** The editor's layout, the same for the stand-in and the form (no shift when one replaces the other). */
export const avatarEditorClasses = {
  frame: 'flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5',
  controls: 'flex flex-col items-center gap-2 sm:items-start',
  hint: 'text-xs text-slate-600',
}

export const avatarButtonLabel = (user: AvatarEditorProps['user']) =>
  user.employee_avatar ? 'Change photo' : 'Add a photo'

// The photo's form checks a chosen file with the contract's rules through the form layer
// (react-hook-form, about 18 KB gzipped), which nothing else on /profile needs: it loads after the
// page (decision 36).
const loadForm = () => import('./avatar-editor-form')
const AvatarEditorForm = lazy(() => loadForm().then((module) => ({ default: module.AvatarEditorForm })))

/**
 * The profile photo and the button that changes it (avatar-editor-form.tsx). Until the form's code
 * is there (useLoadOnIntent) the same photo and button stand in; pressing the button loads the form,
 * which then opens the file chooser.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const { wanted, pressedEarly, focused, standInProps } = useLoadOnIntent({ opensOn: 'click', load: loadForm })
  const hintId = useId()
  const errorId = useId()
  const standIn = (
    <div className={avatarEditorClasses.frame}>
      <UserAvatar fullName={user.full_name} src={user.employee_avatar} colour={user.default_img_bg} />
      <div className={avatarEditorClasses.controls}>
        <Button type="button" color="white" size="sm" aria-describedby={`${hintId} ${errorId}`} {...standInProps}>
          {avatarButtonLabel(user)}
        </Button>
        <p id={hintId} className={avatarEditorClasses.hint}>
          {AVATAR_HINT}
        </p>
        <FieldErrors id={errorId} className="text-center sm:text-left" />
      </div>
    </div>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <AvatarEditorForm user={user} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
