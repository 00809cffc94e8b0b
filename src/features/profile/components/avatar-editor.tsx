import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { AVATAR_HINT } from '@contract/fields'
import { profileContract } from '@contract/profile'
import type { User } from '@contract/user'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useUpdateAvatar } from '../api/update-avatar'
import { UserAvatar } from './user-avatar'

export type AvatarEditorProps = {
  user: Pick<User, 'full_name' | 'employee_avatar' | 'default_img_bg'>
}

/**
 * The profile photo: choose a file, which is checked (type and size, the contract's rules) before
 * anything is sent, see it in place, then Save or Cancel. The header follows the saved photo at once.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const update = useUpdateAvatar()
  const form = useContractForm(profileContract.updateAvatar.body, { defaultValues: { avatar: undefined } })
  const fileInput = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const hintId = useId()
  const errorId = useId()
  const errors = form.errorsOf('avatar')

  // A preview's object URL holds the file in memory until it is let go.
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file chosen again after Cancel must fire change again.
    event.target.value = ''
    if (!file) return
    form.setValue('avatar', file)
    const acceptable = await form.trigger('avatar')
    setPreview(acceptable ? URL.createObjectURL(file) : null)
  }

  function cancel() {
    setPreview(null)
    form.reset({ avatar: undefined })
  }

  const save = form.handleSubmit(({ avatar }) => {
    update.mutate(avatar, {
      onSuccess: ({ message }) => {
        notify.success(message)
        cancel()
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={save} noValidate className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5">
      {preview ? (
        <img
          src={preview}
          alt="Preview of your new avatar"
          className="size-24 shrink-0 rounded-full object-cover ring-2 ring-brand-600 ring-offset-2"
        />
      ) : (
        <UserAvatar fullName={user.full_name} src={user.employee_avatar} colour={user.default_img_bg} />
      )}
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Profile photo file"
          onChange={(event) => void choose(event)}
        />
        {preview ? (
          <>
            <p className="text-sm text-slate-700">This is how your new photo will look.</p>
            <div className="flex gap-2">
              <Button type="submit" color="blue" size="sm" loading={update.isPending}>
                Save photo
              </Button>
              <Button type="button" color="white" size="sm" disabled={update.isPending} onClick={cancel}>
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <Button
            type="button"
            color="white"
            size="sm"
            aria-describedby={`${hintId} ${errorId}`}
            onClick={() => fileInput.current?.click()}
          >
            {user.employee_avatar ? 'Change photo' : 'Add a photo'}
          </Button>
        )}
        <p id={hintId} className="text-xs text-slate-600">
          {AVATAR_HINT}
        </p>
        <FieldErrors id={errorId} errors={errors} className="text-center sm:text-left" />
      </div>
    </form>
  )
}
