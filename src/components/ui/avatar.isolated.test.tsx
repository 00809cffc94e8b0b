import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setClockSource } from '@/lib/clock'
import { Avatar } from './avatar'
import { gravatarUrl } from './avatar-sources'
import { AVATAR_FAILURE_STORAGE_KEY } from './avatar-failures'

// The cache of failed photos (docs/product/limits.md#avatars), written out rather than imported: 7 days, 20 entries.
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60_000
const FAILURE_LIMIT = 20

/**
 * jsdom loads no images: this stands in for the browser's, loading every address except those in
 * `missing`, and records each address asked for, as a network panel would.
 */
const missing = new Set<string>()
const requested: string[] = []

class FakeImage extends EventTarget {
  complete = false
  naturalWidth = 0
  referrerPolicy = ''
  crossOrigin: string | null = null
  set src(value: string) {
    requested.push(value)
    queueMicrotask(() => {
      this.complete = true
      this.naturalWidth = missing.has(value) ? 0 : 64
      this.dispatchEvent(new Event(missing.has(value) ? 'error' : 'load'))
    })
  }
}

const PHOTO = 'https://app.empleo.test/files/avatars/7.png?expires=1&signature=abc'
const GRAVATAR = 'https://gravatar.com/avatar/'

let clock = Date.parse('2026-03-02T09:00:00+08:00')

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage)
  missing.clear()
  requested.length = 0
  localStorage.clear()
  setClockSource(() => clock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  setClockSource(() => Date.now())
})

const shownPicture = () => document.querySelector('img')?.getAttribute('src') ?? null
const fallbackText = () => document.querySelector('[data-slot="avatar-fallback"]')?.textContent ?? null

describe('Avatar sources, in the priority of docs/product/records.md#avatar', () => {
  it("shows the person's photo once it has loaded", async () => {
    render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(shownPicture()).toBe(PHOTO))
  })

  it('asks Gravatar for the e-mail first, by its SHA-256, with d=404 so a missing one fails', async () => {
    render(<Avatar name="Maria Santos" email=" Maria.Santos@example.ph " imageUrl={PHOTO} colour="blue" gravatar />)
    await waitFor(() => expect(shownPicture()).toMatch(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?d=404&s=80$/))
    expect(requested).toEqual([shownPicture()])
  })

  it('falls back to the photo when there is no Gravatar', async () => {
    const gravatar = await gravatarUrl('maria.santos@example.ph', 40)
    missing.add(gravatar ?? '')
    render(<Avatar name="Maria Santos" email="maria.santos@example.ph" imageUrl={PHOTO} colour="blue" gravatar />)
    await waitFor(() => expect(shownPicture()).toBe(PHOTO))
    expect(requested).toEqual([gravatar, PHOTO])
  })

  it('never asks Gravatar unless told to (the demo and development keep everything on the device)', async () => {
    render(<Avatar name="Maria Santos" email="maria.santos@example.ph" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(shownPicture()).toBe(PHOTO))
    expect(requested.filter((src) => src.startsWith(GRAVATAR))).toEqual([])
  })

  it('shows the initials on the person’s colour without a picture', () => {
    render(<Avatar name="Angelica Dela Cruz" colour="rose" />)
    expect(fallbackText()).toBe('AC')
    expect(document.querySelector('[data-slot="avatar"]')?.className).toContain('bg-rose-700')
  })

  it('shows the initials while the photo loads and when it fails', async () => {
    missing.add(PHOTO)
    render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="teal" />)
    expect(fallbackText()).toBe('MS')
    await waitFor(() => expect(requested).toEqual([PHOTO]))
    await waitFor(() => expect(fallbackText()).toBe('MS'))
    expect(shownPicture()).toBeNull()
  })

  it('shows a default icon when there is no name to take initials from', () => {
    render(<Avatar name="  " colour="violet" />)
    expect(document.querySelector('[data-slot="avatar-icon"]')).not.toBeNull()
  })

  it('is decorative beside a written name, and an image named by its label otherwise', () => {
    const { rerender } = render(<Avatar name="Maria Santos" colour="blue" />)
    expect(screen.queryByRole('img')).toBeNull()
    rerender(<Avatar name="Maria Santos" colour="blue" label="Profile photo of Maria Santos" />)
    expect(screen.getByRole('img', { name: 'Profile photo of Maria Santos' })).toBeTruthy()
  })
})

describe('the avatar failure cache (docs/product/limits.md#avatars: 7 days, 20 entries)', () => {
  it('does not ask again for a picture that failed, within 7 days', async () => {
    missing.add(PHOTO)
    const first = render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(requested).toEqual([PHOTO]))
    await waitFor(() => expect(localStorage.getItem(AVATAR_FAILURE_STORAGE_KEY)).toContain(PHOTO))
    first.unmount()

    clock += SEVEN_DAYS_MS - 60_000
    render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await Promise.resolve()
    expect(requested).toEqual([PHOTO])
    expect(fallbackText()).toBe('MS')
  })

  it('asks again once 7 days have passed', async () => {
    missing.add(PHOTO)
    const first = render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(localStorage.getItem(AVATAR_FAILURE_STORAGE_KEY)).toContain(PHOTO))
    first.unmount()

    clock += SEVEN_DAYS_MS + 1
    missing.clear()
    render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(shownPicture()).toBe(PHOTO))
    expect(requested).toEqual([PHOTO, PHOTO])
  })

  it('keeps the 20 most recent failures, dropping the oldest', async () => {
    const photos = Array.from({ length: FAILURE_LIMIT + 1 }, (_, index) => `${PHOTO}&n=${index}`)
    for (const photo of photos) {
      missing.add(photo)
      const view = render(<Avatar name="Maria Santos" imageUrl={photo} colour="blue" />)
      await waitFor(() => expect(localStorage.getItem(AVATAR_FAILURE_STORAGE_KEY)).toContain(photo))
      view.unmount()
      clock += 1000
    }
    const stored = JSON.parse(localStorage.getItem(AVATAR_FAILURE_STORAGE_KEY) ?? '[]') as { src: string }[]
    expect(stored.map((entry) => entry.src)).toEqual(photos.slice(1))

    // The oldest was dropped, so it is asked for again.
    requested.length = 0
    render(<Avatar name="Maria Santos" imageUrl={photos[0]} colour="blue" />)
    await waitFor(() => expect(requested).toEqual([photos[0]]))
  })

  it('ignores a stored list it cannot read', async () => {
    localStorage.setItem(AVATAR_FAILURE_STORAGE_KEY, '{not json')
    render(<Avatar name="Maria Santos" imageUrl={PHOTO} colour="blue" />)
    await waitFor(() => expect(shownPicture()).toBe(PHOTO))
  })
})
