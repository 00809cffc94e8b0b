import { textPdf } from '../presenters/pdf'

/** Files for upload tests: real ones (by their first bytes) and ones that lie about their type. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0]

const withPadding = (signature: number[], size: number) => {
  const bytes = new Uint8Array(Math.max(size, signature.length))
  bytes.set(signature)
  return bytes
}

export const pngFile = (name = 'photo.png', size = 256) =>
  new File([withPadding(PNG_SIGNATURE, size)], name, { type: 'image/png' })
export const jpegFile = (name = 'photo.jpg', size = 256) =>
  new File([withPadding(JPEG_SIGNATURE, size)], name, { type: 'image/jpeg' })
export const pdfFile = (name = 'receipt.pdf', text = 'Official receipt') =>
  new File([textPdf([{ text }])], name, { type: 'application/pdf' })

/** Text dressed up as another type: the declared MIME type and the name both lie. */
export const disguisedFile = (name: string, type: string) =>
  new File(['MZ this is not what it claims to be'], name, { type })
