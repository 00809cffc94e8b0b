import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

const idleCallbacks: (() => void)[] = []
beforeEach(() => {
  idleCallbacks.length = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.splice(handle - 1, 1))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('whenIdle', () => {
  it('runs the task when the browser is next idle, not before', () => {
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    idleCallbacks.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits for the page to finish loading first', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    whenIdle(vi.fn())
    expect(idleCallbacks).toHaveLength(0)
    readyState.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
    expect(idleCallbacks).toHaveLength(1)
  })

  it('can be cancelled before it runs', () => {
    const task = vi.fn()
    whenIdle(task)()
    idleCallbacks.forEach((callback) => callback())
    expect(task).not.toHaveBeenCalled()
  })
})
