import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react'
import { useDropzone } from 'react-dropzone'
import { ATTACHMENT_MAX_FILES } from '@contract/limits'
import { cn } from '@/lib/cn'
import { UploadIcon } from '../icons'
import { mergeRefs } from '../merge-refs'
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, sortChosenFiles } from './attachment-rules'
import { AttachedFile } from './attached-file'

export type AttachmentsFieldProps = {
  /** The chosen files, held by the form: they stay after a failed submit, ready for the retry. */
  value: File[]
  onChange: (files: File[]) => void
  onBlur?: () => void
  disabled?: boolean
  /** Messages about one file, e.g. the server's: `(index) => fileMessages(fieldState.error, index)`. */
  messagesOfFile?: (index: number) => string[]
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  /** Reaches the button, so the form can focus the field on an error. */
  ref?: Ref<HTMLButtonElement>
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * Attachments for a request: PDF, PNG or JPEG files checked against the contract's rules before
 * anything is uploaded. The drop zone is a button that opens the file picker; files can also be
 * dropped on it or pasted while it has focus. Each refused file gets a message naming it and the
 * rule; additions, refusals and removals are announced.
 */
export function AttachmentsField({
  value,
  onChange,
  onBlur,
  disabled = false,
  messagesOfFile,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
}: AttachmentsFieldProps) {
  const ids = useId()
  const buttonTextId = `${ids}-text`
  const limitsId = `${ids}-limits`
  const [refusals, setRefusals] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const full = value.length >= ATTACHMENT_MAX_FILES

  function add(chosen: readonly File[]) {
    const { added, refusals: refused } = sortChosenFiles(value, chosen)
    if (added.length > 0) onChange([...value, ...added])
    setRefusals(refused)
    const addedText =
      added.length === 1 ? `Added ${added[0]?.name}.` : added.length > 1 ? `Added ${plural(added.length, 'file')}.` : ''
    const refusedText = refused.length > 0 ? `${plural(refused.length, 'file')} not added.` : ''
    setAnnouncement([addedText, refusedText].filter(Boolean).join(' '))
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    // No accept option: every file reaches `add` in the order given, which applies the contract's
    // rules and words the refusals. The picker still offers only the allowed types (the input's accept).
    onDrop: (files) => add(files),
    multiple: true,
    disabled,
    // The button opens the picker; the zone itself takes no clicks or keys.
    noClick: true,
    noKeyboard: true,
  })

  // After a removal, focus goes to the file now in its place, or the previous one, or the button.
  const listRef = useRef<HTMLUListElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const buttonRefs = useMemo(() => mergeRefs(buttonRef, ref), [ref])
  const removedIndex = useRef<number | null>(null)
  useEffect(() => {
    if (removedIndex.current === null) return
    const removeButtons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? []
    const next = removeButtons[Math.min(removedIndex.current, removeButtons.length - 1)] ?? buttonRef.current
    removedIndex.current = null
    next?.focus()
  }, [value])

  function remove(index: number) {
    const file = value[index]
    if (!file) return
    onChange(value.filter((_, position) => position !== index))
    setRefusals([])
    setAnnouncement(`Removed ${file.name}.`)
    removedIndex.current = index
  }

  return (
    <div data-slot="attachments-field" className={cn('grid gap-2', className)}>
      <div {...getRootProps()} className="relative">
        <input {...getInputProps({ accept: ATTACHMENT_ACCEPT, 'aria-label': undefined })} aria-hidden="true" />
        <button
          ref={buttonRefs}
          type="button"
          id={id}
          disabled={disabled}
          // At the limit it stays focusable and says why nothing more can be added.
          aria-disabled={full || undefined}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : [ariaLabelledBy, buttonTextId].filter(Boolean).join(' ')}
          aria-describedby={[limitsId, ariaDescribedBy].filter(Boolean).join(' ')}
          // A button cannot be aria-invalid; the error itself is in its description (the field's message region).
          data-invalid={ariaInvalid === true || ariaInvalid === 'true' || undefined}
          onClick={() => (full ? setAnnouncement(fullText) : open())}
          onBlur={onBlur}
          className={cn(
            'flex w-full cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed px-4 py-5 text-center text-sm text-slate-700 transition-colors',
            'hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600/40',
            'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 disabled:hover:border-slate-300',
            'aria-disabled:cursor-not-allowed aria-disabled:hover:border-slate-300 aria-disabled:hover:bg-white',
            'data-invalid:border-red-600',
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
          )}
        >
          <UploadIcon className="size-5 text-slate-500" />
          <span id={buttonTextId} className="font-medium text-ink">
            {isDragActive ? 'Drop the files here' : 'Choose files or drop them here'}
          </span>
          <span id={limitsId} className="text-xs text-slate-600">
            {full ? fullText : ATTACHMENT_LIMITS}
          </span>
        </button>
      </div>

      {/* Mounted while empty, so screen readers know the regions before they change. */}
      <div aria-live="polite" className="text-xs text-red-600">
        {refusals.length > 0 && (
          <ul className="grid gap-0.5">
            {refusals.map((refusal, index) => (
              <li key={index}>{refusal}</li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {value.length > 0 && (
        <ul ref={listRef} aria-label="Attached files" className="grid gap-2">
          {value.map((file, index) => (
            <AttachedFile
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              errors={messagesOfFile?.(index) ?? []}
              disabled={disabled}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

const fullText = `${ATTACHMENT_MAX_FILES} files attached, the most allowed. Remove one to add another.`
