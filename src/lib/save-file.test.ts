import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from './save-file'

describe('saveFile', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('clicks a download link to the file under its name once, leaves nothing behind and lets the memory go once a slow browser has read it', () => {
    vi.useFakeTimers()
    const file = new Blob(['codes'], { type: 'text/plain' })
    const made: Blob[] = []
    const revoked: string[] = []
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        made.push(blob)
        return 'blob:codes'
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    })
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })

    saveFile(file, 'empleo-recovery-codes.txt')

    expect(made).toEqual([file])
    expect(clicked).toEqual([{ href: 'blob:codes', download: 'empleo-recovery-codes.txt' }])
    expect(document.querySelector('a')).toBeNull()
    // A busy browser may not have read the file when the click returns: it stays for a while.
    vi.advanceTimersByTime(30_000)
    expect(revoked).toEqual([])
    vi.runAllTimers()
    expect(revoked).toEqual(['blob:codes'])
  })
})
