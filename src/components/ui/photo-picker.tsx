import { useEffect, useMemo, type ReactNode, type Ref } from 'react'
import { AVATAR_HINT } from '@contract/limits'
import { cn } from '@/lib/cn'
import { Avatar, type AvatarColour } from './avatar'
import { Skeleton } from './skeleton'

export type PhotoPickerProps = {
  /** Whose photo: the initials and colour shown while there is none. */
  name: string
  colour: AvatarColour
  /** The photo to show: a chosen file's preview (usePhotoPreview) or the one on file; null shows the initials. */
  src: string | null
  /** Names the photo for assistive technology ('Preview of your new avatar'); left out, it is decorative. */
  srcLabel?: string
  /** A preview not saved yet: marked with a ring. */
  preview?: boolean
  /** A chosen file being checked: a skeleton holds the photo's place. */
  checking?: boolean
  /** A visible name for the whole picker, where the page does not give one (a form's field). */
  label?: ReactNode
  labelId?: string
  /** Under the controls, after the rules for a photo (the contract's AVATAR_HINT). */
  hintExtra?: string
  hintId?: string
  /** The file's errors (FieldErrors), under the hint. */
  errors?: ReactNode
  /** The button that chooses a file, and what else the state offers (Save, Cancel, Remove). */
  controls: ReactNode
}

/**
 * A person's photo (`Avatar`) beside the buttons that change it, the rules for a photo and the
 * file's errors: one layout in every state, so the photo and its buttons never shift. The file
 * itself is chosen through `PhotoFileInput`, which the caller keeps where it outlives the states.
 */
export function PhotoPicker({
  name,
  colour,
  src,
  srcLabel,
  preview = false,
  checking = false,
  label,
  labelId,
  hintExtra,
  hintId,
  errors,
  controls,
}: PhotoPickerProps) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-labelledby={label ? labelId : undefined}
      className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5"
    >
      {checking ? (
        <Skeleton shape="circle" className="size-24 shrink-0" />
      ) : (
        <Avatar
          name={name}
          colour={colour}
          imageUrl={src}
          gravatar={false}
          size="xl"
          label={srcLabel}
          className={cn(preview && 'ring-2 ring-brand-600 ring-offset-2')}
        />
      )}
      <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
        {label && (
          <span id={labelId} className="text-sm font-medium text-ink">
            {label}
          </span>
        )}
        {controls}
        <p id={hintId} className="text-center text-xs text-slate-600 sm:text-left">
          {hintExtra ? `${AVATAR_HINT} ${hintExtra}` : AVATAR_HINT}
        </p>
        {errors}
      </div>
    </div>
  )
}

export type PhotoFileInputProps = {
  /** Names the input for assistive technology and tests ('Profile photo file'). */
  label: string
  onChoose: (file: File) => void
  ref?: Ref<HTMLInputElement>
}

/** The hidden file input a picker's button opens (`ref.current.click()`): PNG or JPEG, one file. */
export function PhotoFileInput({ label, onChoose, ref }: PhotoFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/png,image/jpeg"
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0]
        // The same file chosen again (after Cancel or Remove) must fire change again.
        event.target.value = ''
        if (file) onChoose(file)
      }}
    />
  )
}

/** A chosen file's preview address, let go (with the memory it holds) when the file changes or the picker goes. */
export function usePhotoPreview(file: File | null | undefined): string | null {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])
  return preview
}
