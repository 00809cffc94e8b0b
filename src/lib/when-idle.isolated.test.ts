import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchAheadWhenIdle, holdIdleWorkUntil, whenIdle } from './when-idle'

const idleCallbacks: (() => void)[] = []
beforeEach(() => {
  idleCallbacks.length = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.splice(handle - 1, 1))
})
afterEach(() => {
  holdIdleWorkUntil(null)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve))

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

  it('waits, once idle, for the data the page is fetching when the app says how to know, then for idle again', async () => {
    let dataArrived = () => {}
    holdIdleWorkUntil(() => new Promise<void>((resolve) => (dataArrived = resolve)))
    const task = vi.fn()
    whenIdle(task)
    idleCallbacks.splice(0).forEach((callback) => callback())
    await settle()
    expect(idleCallbacks).toHaveLength(0)
    dataArrived()
    await settle()
    expect(task).not.toHaveBeenCalled()
    idleCallbacks.splice(0).forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('can be cancelled before it runs, while waiting for data too', async () => {
    const task = vi.fn()
    whenIdle(task)()
    idleCallbacks.forEach((callback) => callback())
    expect(task).not.toHaveBeenCalled()

    let dataArrived = () => {}
    holdIdleWorkUntil(() => new Promise<void>((resolve) => (dataArrived = resolve)))
    const cancel = whenIdle(task)
    idleCallbacks.splice(0).forEach((callback) => callback())
    cancel()
    dataArrived()
    await settle()
    expect(idleCallbacks).toHaveLength(0)
    expect(task).not.toHaveBeenCalled()
  })
})

describe('fetchAheadWhenIdle', () => {
  const onConnection = (connection: object | undefined) => vi.stubGlobal('navigator', { ...navigator, connection })

  it('fetches ahead once idle on 3G, 4G, or a browser that does not say', () => {
    for (const connection of [{ effectiveType: '3g' }, { effectiveType: '4g', saveData: false }, undefined]) {
      onConnection(connection)
      const task = vi.fn()
      fetchAheadWhenIdle(task)
      expect(task).not.toHaveBeenCalled()
      idleCallbacks.splice(0).forEach((callback) => callback())
      expect(task).toHaveBeenCalledTimes(1)
    }
  })

  it('fetches nothing when the browser asks to save data or is on 2G, as it is when idle comes', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      onConnection({ effectiveType: '4g' })
      const task = vi.fn()
      fetchAheadWhenIdle(task)
      onConnection(connection)
      idleCallbacks.splice(0).forEach((callback) => callback())
      expect(task).not.toHaveBeenCalled()
    }
  })
})
