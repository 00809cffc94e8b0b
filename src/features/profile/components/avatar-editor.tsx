import { Suspense, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PhotoFileInput, PhotoPicker } from '@/components/ui/photo-picker'
import { lazyPart } from '@/lib/lazy-part'
import type { AvatarUploadProps } from './avatar-upload'
import { avatarButtonLabel, CheckingPhoto, type AvatarEditorUser } from './checking-photo'

// Checking a chosen file and sending it take the form layer (react-hook-form, about 18 KB gzipped),
// which nothing else on /profile needs: it comes after the page (docs/decisions/0036-employee-first-load.md),
// at the button's hover, touch or focus, never ahead: the file chooser gives it seconds to arrive
// (docs/decisions/0055-fetch-ahead-within-a-budget.md).
const upload = lazyPart<AvatarUploadProps>(() => import('./avatar-upload').then((module) => module.AvatarUpload))

export type AvatarEditorProps = { user: AvatarEditorUser }

/**
 * The profile photo and the button that changes it: choose a file, which is checked (type and size,
 * the contract's rules) before anything is sent, see it in place, then Save or Cancel
 * (avatar-upload.tsx). The button and the file chooser are always these ones; what follows the
 * choice shows a skeleton of the photo until its code has arrived.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  const hintId = useId()
  const chooseFile = () => fileInput.current?.click()

  return (
    <>
      <PhotoFileInput ref={fileInput} label="Profile photo file" onChoose={setChosen} />
      {chosen ? (
        <Suspense fallback={<CheckingPhoto user={user} />}>
          <upload.Component user={user} file={chosen} onChooseAnother={chooseFile} onDone={() => setChosen(null)} />
        </Suspense>
      ) : (
        <PhotoPicker
          name={user.full_name}
          colour={user.default_img_bg}
          src={user.employee_avatar}
          hintId={hintId}
          controls={
            <Button
              type="button"
              color="white"
              size="sm"
              aria-describedby={hintId}
              onClick={chooseFile}
              onPointerEnter={upload.preload}
              onFocus={upload.preload}
            >
              {avatarButtonLabel(user)}
            </Button>
          }
        />
      )}
    </>
  )
}
