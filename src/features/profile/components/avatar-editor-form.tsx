import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { AVATAR_HINT } from '@contract/fields'
import { profileContract } from '@contract/profile'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useUpdateAvatar } from '../api/update-avatar'
import { avatarButtonLabel, avatarEditorClasses, type AvatarEditorProps } from './avatar-editor'
import { UserAvatar } from './user-avatar'

export type AvatarEditorFormProps = AvatarEditorProps & {
  /** Open the file chooser at once: the button was pressed before this code had loaded (avatar-editor.tsx). */
  defaultOpen: boolean
  /** Take the focus at once: the button it replaces had it. */
  takeFocus: boolean
}

/**
 * The profile photo: choose a file, which is checked (type and size, the contract's rules) before
 * anything is sent, see it in place, then Save or Cancel. The header follows the saved photo at once.
 * Its code (the form layer) loads after the page (avatar-editor.tsx).
 */
export function AvatarEditorForm({ user, defaultOpen, takeFocus }: AvatarEditorFormProps) {
  const update = useUpdateAvatar()
  const form = useContractForm(profileContract.updateAvatar.body, { defaultValues: { avatar: undefined } })
  const fileInput = useRef<HTMLInputElement>(null)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const hintId = useId()
  const errorId = useId()
  const errors = form.errorsOf('avatar')

  // Taking over from the stand-in: the file chooser it was pressed for (the press's user activation
  // still holds), or its focus.
  useEffect(() => {
    if (defaultOpen) fileInput.current?.click()
    else if (takeFocus) chooseButton.current?.focus()
    // Once, as the stand-in hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
    <form onSubmit={save} noValidate className={avatarEditorClasses.frame}>
      {preview ? (
        <img
          src={preview}
          alt="Preview of your new avatar"
          className="size-24 shrink-0 rounded-full object-cover ring-2 ring-brand-600 ring-offset-2"
        />
      ) : (
        <UserAvatar fullName={user.full_name} src={user.employee_avatar} colour={user.default_img_bg} />
      )}
      <div className={avatarEditorClasses.controls}>
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
            ref={chooseButton}
            type="button"
            color="white"
            size="sm"
            aria-describedby={`${hintId} ${errorId}`}
            onClick={() => fileInput.current?.click()}
          >
            {avatarButtonLabel(user)}
          </Button>
        )}
        <p id={hintId} className={avatarEditorClasses.hint}>
          {AVATAR_HINT}
        </p>
        <FieldErrors id={errorId} errors={errors} className="text-center sm:text-left" />
      </div>
    </form>
  )
}
