import { useId } from 'react'
import { Button } from '../button'
import { FileIcon, XIcon } from '../icons'
import { formatFileSize } from './file-size'

type AttachedFileProps = {
  file: File
  errors: readonly string[]
  disabled: boolean
  onRemove: () => void
}

/** One chosen file: a preview for an image, its name and size, its errors, and a Remove button. */
export function AttachedFile({ file, errors, disabled, onRemove }: AttachedFileProps) {
  const errorsId = useId()
  const isImage = file.type === 'image/png' || file.type === 'image/jpeg'
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 pr-1 text-sm">
      {isImage ? (
        <img
          alt=""
          // The preview lives as long as the element: the object URL is freed with it.
          ref={(image) => {
            if (!image) return
            const url = URL.createObjectURL(file)
            image.src = url
            return () => URL.revokeObjectURL(url)
          }}
          className="size-10 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-600">
          <FileIcon className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
        {errors.length > 0 && (
          <p id={errorsId} className="text-xs text-red-600">
            {errors.join(' ')}
          </p>
        )}
      </div>
      <Button
        data-remove
        variant="plain"
        size="sm"
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
        aria-describedby={errors.length > 0 ? errorsId : undefined}
        onClick={onRemove}
      >
        <XIcon />
        <span aria-hidden="true" className="max-sm:sr-only">
          Remove
        </span>
      </Button>
    </li>
  )
}
