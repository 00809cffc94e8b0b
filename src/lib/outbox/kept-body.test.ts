import { describe, expect, it } from 'vitest'
import { keepBody, readBytes, restoreBody } from './kept-body'

describe('a kept body', () => {
  it('keeps plain values and rebuilds each file with its name, type and bytes', async () => {
    const receipt = new File(['receipt bytes'], 'jollibee.jpg', { type: 'image/jpeg', lastModified: 1_764_000_000_000 })
    const { body, fileBytes } = await keepBody({ amount: '450.00', is_urgent: false, receipts: [receipt] })
    expect(fileBytes).toBe(13)
    const kept = structuredClone(body) // as IndexedDB stores it
    const restored = restoreBody<{ amount: string; is_urgent: boolean; receipts: File[] }>(kept)
    expect(restored.amount).toBe('450.00')
    expect(restored.is_urgent).toBe(false)
    expect(restored.receipts).toHaveLength(1)
    const [file] = restored.receipts
    expect(file).toBeInstanceOf(File)
    expect(file?.name).toBe('jollibee.jpg')
    expect(file?.type).toBe('image/jpeg')
    expect(file?.lastModified).toBe(1_764_000_000_000)
    expect(new TextDecoder().decode(await readBytes(file ?? new Blob()))).toBe('receipt bytes')
  })
})
