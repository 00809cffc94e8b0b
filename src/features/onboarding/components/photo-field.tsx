import { useEffect, useMemo, useRef, type ChangeEvent } from 'react'
import { AVATAR_HINT } from '@contract/fields'
import { Avatar, type AvatarColour } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'

export type PhotoFieldProps = {
  /** Names the field's parts (hint, errors). */
  id: string
  /** A photo chosen on this visit and not saved yet; undefined when none is. */
  value: File | undefined
  onChoose: (file: File) => void
  onRemove: () => void
  /** The photo already saved, if any. */
  savedPhoto: string | null
  /** For the initials shown while there is no photo. */
  fullName: string
  colour: AvatarColour
  errors: string[]
}

/**
 * The optional photo of the first step: choose one and see it in place; or don't, and the step saves
 * without it (docs/product/screen-expectations.md#known-complaints, 7: skipping the photo must never break the flow).
 * The file is checked against the contract's rules as soon as it is chosen, and sent with the step.
 */
export function PhotoField({ id, value, onChoose, onRemove, savedPhoto, fullName, colour, errors }: PhotoFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const invalid = errors.length > 0
  const preview = useMemo(() => (value && !invalid ? URL.createObjectURL(value) : null), [value, invalid])
  // An object URL holds the file in memory until it is let go.
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file chosen again after Remove must fire change again.
    event.target.value = ''
    if (file) onChoose(file)
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-4">
      <Avatar
        name={fullName}
        imageUrl={preview ?? savedPhoto}
        colour={colour}
        size="lg"
        gravatar={false}
        label={preview ? 'Preview of your new photo' : savedPhoto ? 'Your photo' : undefined}
      />
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium text-ink">
          Photo <span className="font-normal text-slate-600">(optional)</span>
        </span>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Photo file"
          onChange={choose}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            color="white"
            size="sm"
            aria-describedby={`${hintId} ${errorId}`}
            onClick={() => fileInput.current?.click()}
          >
            {value || savedPhoto ? 'Choose another photo' : 'Choose a photo'}
          </Button>
          {value && (
            <Button type="button" color="red" variant="plain" size="sm" onClick={onRemove}>
              Remove
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-slate-600">
          {AVATAR_HINT} You can add one later from My Profile.
        </p>
        <FieldErrors id={errorId} errors={errors} />
      </div>
    </div>
  )
}
