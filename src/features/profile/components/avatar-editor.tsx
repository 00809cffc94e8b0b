import { Suspense, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyPart, usePreloadWhenIdle } from '@/lib/lazy-part'
import { avatarButtonLabel, AvatarEditorLayout, CheckingPhoto, type AvatarEditorUser } from './avatar-editor-layout'
import type { AvatarUploadProps } from './avatar-upload'
import { UserAvatar } from './user-avatar'

// Checking a chosen file and sending it take the form layer (react-hook-form, about 18 KB gzipped),
// which nothing else on /profile needs: it comes after the page (docs/decisions/0036-employee-first-load.md).
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
  usePreloadWhenIdle(upload)
  const chooseFile = () => fileInput.current?.click()

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label="Profile photo file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file chosen again after Cancel must fire change again.
          event.target.value = ''
          if (file) setChosen(file)
        }}
      />
      {chosen ? (
        <Suspense fallback={<CheckingPhoto />}>
          <upload.Component user={user} file={chosen} onChooseAnother={chooseFile} onDone={() => setChosen(null)} />
        </Suspense>
      ) : (
        <AvatarEditorLayout
          hintId={hintId}
          photo={<UserAvatar fullName={user.full_name} src={user.employee_avatar} colour={user.default_img_bg} />}
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
