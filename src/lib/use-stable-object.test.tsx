import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStableObject } from './use-stable-object'

describe('useStableObject', () => {
  it('keeps the first object while later ones have the same properties, and moves to one that differs', () => {
    const first = { page: 1, status: 'approved' as string | undefined }
    const { result, rerender } = renderHook(({ value }) => useStableObject(value), { initialProps: { value: first } })
    rerender({ value: { page: 1, status: 'approved' } })
    expect(result.current).toBe(first)

    const changed = { page: 2, status: 'approved' }
    rerender({ value: changed })
    expect(result.current).toBe(changed)
    rerender({ value: { page: 2, status: 'approved' } })
    expect(result.current).toBe(changed)
  })

  it('tells a property gone or added from one left as it was', () => {
    const { result, rerender } = renderHook(({ value }) => useStableObject(value), {
      initialProps: { value: { page: 1 } as Record<string, unknown> },
    })
    const added = { page: 1, status: undefined }
    rerender({ value: added })
    expect(result.current).toBe(added)
  })
})
