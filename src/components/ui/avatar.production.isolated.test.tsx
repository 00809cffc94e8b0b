import { render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Avatar } from './avatar'

// The production build (VITE_API_MODE=real): the only mode in which the avatar may ask Gravatar.
vi.mock('@/config/env', () => ({
  env: { VITE_API_MODE: 'real', VITE_API_BASE_URL: '', VITE_ADMIN_APP_URL: '/admin' },
}))

const requested: string[] = []
class RecordingImage extends EventTarget {
  complete = false
  naturalWidth = 0
  crossOrigin: string | null = null
  set src(value: string) {
    requested.push(value)
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', RecordingImage)
  requested.length = 0
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

it('asks Gravatar first in production, before the photo', async () => {
  render(<Avatar name="Maria Santos" email="maria.santos@example.ph" imageUrl="/files/avatars/7.png" colour="blue" />)
  await waitFor(() => expect(requested).toHaveLength(1))
  expect(requested[0]).toMatch(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?d=404&s=80$/)
})
