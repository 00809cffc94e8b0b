import { useEffect, useId, useRef, useState } from 'react'
import { profileContract } from '@contract/profile'
import { Button } from '@/components/ui/button'
import { FormWait } from '@/components/ui/form-wait'
import { FormMessage } from '@/components/ui/form'
import { PhotoPicker, usePhotoPreview } from '@/components/ui/photo-picker'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { notify } from '@/lib/notify'
import { useUpdateAvatar } from '../api/update-avatar'
import { avatarButtonLabel, CheckingPhoto, type AvatarEditorUser } from './checking-photo'

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
  const [checked, setChecked] = useState<{ file: File; acceptable: boolean } | null>(null)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const errorId = useId()
  const { setValue, trigger } = form

  useEffect(() => {
    let current = true
    setValue('avatar', file)
    void trigger('avatar').then((acceptable) => {
      if (current) setChecked({ file, acceptable })
    })
    return () => {
      current = false
    }
  }, [file, setValue, trigger])

  const preview = usePhotoPreview(checked?.file === file && checked.acceptable ? file : null)

  // The button that chose the file is gone: focus goes to the one beside the refusal, which reads it out.
  const refused = checked?.file === file && !preview
  useEffect(() => {
    if (refused) chooseButton.current?.focus()
  }, [refused])

  if (checked?.file !== file) return <CheckingPhoto user={user} />

  const save = form.handleSubmit(({ avatar }) => {
    update.mutate(avatar, {
      onSuccess: ({ message }) => {
        notify.success(message)
        onDone()
      },
      onError: form.fail,
    })
  })

  const fieldErrors = (
    <FormMessage control={form.control} names={['avatar']} id={errorId} className="text-center sm:text-left" />
  )
  if (!preview)
    return (
      <PhotoPicker
        name={user.full_name}
        colour={user.default_img_bg}
        src={user.employee_avatar}
        hintId={hintId}
        errors={fieldErrors}
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
      <PhotoPicker
        name={user.full_name}
        colour={user.default_img_bg}
        src={preview}
        srcLabel="Preview of your new avatar"
        preview
        hintId={hintId}
        errors={fieldErrors}
        controls={
          <>
            <p className="text-sm text-slate-700">This is how your new photo will look.</p>
            <FormWait seconds={form.waitSeconds} />
            <div className="flex gap-2">
              <Button type="submit" color="blue" size="sm" loading={update.isPending} disabled={form.waitSeconds > 0}>
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
