import { useRef } from 'react'
import type { AvatarColour } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { FormMessage, useFieldMessages } from '@/components/ui/form'
import { PhotoFileInput, PhotoPicker, usePhotoPreview } from '@/components/ui/photo-picker'

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
}

/**
 * The optional photo of the first step: choose one and see it in place; or don't, and the step saves
 * without it (docs/product/screen-expectations.md#known-complaints, 7: skipping the photo must never break the flow).
 * The file is checked against the contract's rules as soon as it is chosen, and sent with the step.
 * It sits in the avatar's FormField, whose messages it shows.
 */
export function PhotoField({ id, value, onChoose, onRemove, savedPhoto, fullName, colour }: PhotoFieldProps) {
  const errors = useFieldMessages()
  const fileInput = useRef<HTMLInputElement>(null)
  const preview = usePhotoPreview(value && errors.length === 0 ? value : null)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <>
      <PhotoFileInput ref={fileInput} label="Photo file" onChoose={onChoose} />
      <PhotoPicker
        name={fullName}
        colour={colour}
        src={preview ?? savedPhoto}
        srcLabel={preview ? 'Preview of your new photo' : savedPhoto ? 'Your photo' : undefined}
        preview={preview !== null}
        label={
          <>
            Photo <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        labelId={`${id}-label`}
        hintId={hintId}
        hintExtra="You can add one later from My Profile."
        errors={<FormMessage id={errorId} />}
        controls={
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
        }
      />
    </>
  )
}
