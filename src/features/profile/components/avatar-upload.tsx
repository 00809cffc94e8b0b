import { useEffect, useId, useRef, useState } from 'react'
import { profileContract } from '@contract/profile'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useUpdateAvatar } from '../api/update-avatar'
import { avatarButtonLabel, AvatarEditorLayout, CheckingPhoto, type AvatarEditorUser } from './avatar-editor-layout'
import { UserAvatar } from './user-avatar'

export type AvatarUploadProps = {
  user: AvatarEditorUser
  /** The file just chosen; another choice replaces it. */
  file: File
  /** Opens the file chooser again (avatar-editor.tsx holds it). */
  onChooseAnother: () => void
  /** Saved or cancelled: the editor shows the photo on file again. */
  onDone: () => void
}

/**
 * A chosen photo (avatar-editor.tsx): checked with the contract's rules before anything is sent; a
 * good one is previewed in place with Save and Cancel, a refused one says why beside the button that
 * chooses another. The header follows the saved photo at once.
 */
export function AvatarUpload({ user, file, onChooseAnother, onDone }: AvatarUploadProps) {
  const update = useUpdateAvatar()
  const form = useContractForm(profileContract.updateAvatar.body, { defaultValues: { avatar: undefined } })
  const [checked, setChecked] = useState<{ file: File; preview: string | null } | null>(null)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const errorId = useId()
  const errors = form.errorsOf('avatar')
  const { setValue, trigger } = form

  useEffect(() => {
    let current = true
    setValue('avatar', file)
    void trigger('avatar').then((acceptable) => {
      if (current) setChecked({ file, preview: acceptable ? URL.createObjectURL(file) : null })
    })
    return () => {
      current = false
    }
  }, [file, setValue, trigger])

  // A preview's object URL holds the file in memory until it is let go.
  const preview = checked?.file === file ? checked.preview : null
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  // The button that chose the file is gone: focus goes to the one beside the refusal, which reads it out.
  const refused = checked?.file === file && !preview
  useEffect(() => {
    if (refused) chooseButton.current?.focus()
  }, [refused])

  if (checked?.file !== file) return <CheckingPhoto />

  const save = form.handleSubmit(({ avatar }) => {
    update.mutate(avatar, {
      onSuccess: ({ message }) => {
        notify.success(message)
        onDone()
      },
      onError: form.fail,
    })
  })

  const fieldErrors = <FieldErrors id={errorId} errors={errors} className="text-center sm:text-left" />
  if (!preview)
    return (
      <AvatarEditorLayout
        hintId={hintId}
        errors={fieldErrors}
        photo={<UserAvatar fullName={user.full_name} src={user.employee_avatar} colour={user.default_img_bg} />}
        controls={
          <Button
            ref={chooseButton}
            type="button"
            color="white"
            size="sm"
            aria-describedby={`${hintId} ${errorId}`}
            onClick={onChooseAnother}
          >
            {avatarButtonLabel(user)}
          </Button>
        }
      />
    )

  return (
    <form onSubmit={save} noValidate>
      <AvatarEditorLayout
        hintId={hintId}
        errors={fieldErrors}
        photo={
          <img
            src={preview}
            alt="Preview of your new avatar"
            className="size-24 shrink-0 rounded-full object-cover ring-2 ring-brand-600 ring-offset-2"
          />
        }
        controls={
          <>
            <p className="text-sm text-slate-700">This is how your new photo will look.</p>
            <div className="flex gap-2">
              <Button type="submit" color="blue" size="sm" loading={update.isPending}>
                Save photo
              </Button>
              <Button type="button" color="white" size="sm" disabled={update.isPending} onClick={onDone}>
                Cancel
              </Button>
            </div>
          </>
        }
      />
    </form>
  )
}
