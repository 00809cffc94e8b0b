import { render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhotoFileInput, PhotoPicker, usePhotoPreview } from './photo-picker'

function Picker({ onChoose }: { onChoose: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <PhotoFileInput ref={input} label="Photo file" onChoose={onChoose} />
      <PhotoPicker
        name="Maria Santos"
        colour="teal"
        src={null}
        label="Photo (optional)"
        labelId="photo-label"
        controls={
          <button type="button" onClick={() => input.current?.click()}>
            Choose a photo
          </button>
        }
      />
    </>
  )
}

describe('PhotoPicker', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the initials until there is a photo, named as a group by its label', () => {
    render(<Picker onChoose={() => {}} />)
    const group = screen.getByRole('group', { name: 'Photo (optional)' })
    expect(group.textContent).toContain('MS')
  })

  it('hands over the file chosen, and the same file chosen again', async () => {
    const onChoose = vi.fn()
    render(<Picker onChoose={onChoose} />)
    const file = new File(['png'], 'me.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Photo file'), file)
    await userEvent.upload(screen.getByLabelText('Photo file'), file)
    expect(onChoose).toHaveBeenCalledTimes(2)
    expect(onChoose).toHaveBeenLastCalledWith(file)
  })

  it('names a preview for screen readers', () => {
    render(
      <PhotoPicker
        name="Maria Santos"
        colour="teal"
        src="blob:preview"
        srcLabel="Preview of your new avatar"
        preview
        controls={null}
      />,
    )
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' })).toBeTruthy()
  })
})

describe('usePhotoPreview', () => {
  it('makes an address for a file and lets it go when the file changes', () => {
    const revoked: string[] = []
    let made = 0
    Object.assign(URL, {
      createObjectURL: () => `blob:preview-${++made}`,
      revokeObjectURL: (url: string) => revoked.push(url),
    })
    const first = new File(['a'], 'a.png', { type: 'image/png' })
    const { result, rerender } = renderHook(({ file }: { file: File | null }) => usePhotoPreview(file), {
      initialProps: { file: first as File | null },
    })
    expect(result.current).toBe('blob:preview-1')
    rerender({ file: null })
    expect(result.current).toBeNull()
    expect(revoked).toEqual(['blob:preview-1'])
  })
})
