import { describe, expect, it, vi } from 'vitest'
import { seekLeadership, type Locks } from './leadership'

/**
 * One exclusive lock as the browser grants it: at once if free, else in the order asked. A request
 * with `steal` takes it from the holder, whose request then rejects; an aborted queued one rejects.
 */
function fakeLocks(): Locks {
  let holder: { reject: (error: Error) => void } | null = null
  const queue: (() => void)[] = []
  const grant = (callback: (lock: unknown) => Promise<void>) =>
    new Promise<unknown>((resolve, reject) => {
      const held = { reject }
      holder = held
      void callback({}).then((value) => {
        if (holder !== held) return
        holder = null
        resolve(value)
        queue.shift()?.()
      }, reject)
    })
  return {
    request: async (_name, { ifAvailable, steal, signal }, callback) => {
      if (steal) {
        holder?.reject(new DOMException('stolen', 'AbortError'))
        return grant(callback)
      }
      if (!holder) return grant(callback)
      if (ifAvailable) return callback(null)
      return new Promise((resolve, reject) => {
        const waiter = () => void grant(callback).then(resolve, reject)
        queue.push(waiter)
        signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(new DOMException('withdrawn', 'AbortError'))
        })
      })
    },
  }
}

describe('which tab runs the mock', () => {
  it('the first tab leads once it has restored; the next waits, and leads when the first lets go', async () => {
    const locks = fakeLocks()
    const restoredBy: string[] = []
    const first = await seekLeadership(locks, 'leader', async () => void restoredBy.push('first'))
    expect(first.leading).toBe(true)
    expect(restoredBy).toEqual(['first'])

    const second = await seekLeadership(locks, 'leader', async () => void restoredBy.push('second'))
    expect(second.leading).toBe(false)
    expect(restoredBy).toEqual(['first'])

    first.leadership.release()
    await vi.waitFor(() => expect(restoredBy).toEqual(['first', 'second']))
  })

  it('a page back from the back/forward cache queues again, and leads after the tab that took over', async () => {
    const locks = fakeLocks()
    const restoredBy: string[] = []
    const first = await seekLeadership(locks, 'leader', async () => void restoredBy.push('first'))
    const second = await seekLeadership(locks, 'leader', async () => void restoredBy.push('second'))

    first.leadership.release()
    first.leadership.rejoin()
    await vi.waitFor(() => expect(restoredBy).toEqual(['first', 'second']))
    second.leadership.release()
    await vi.waitFor(() => expect(restoredBy).toEqual(['first', 'second', 'first']))
  })

  it('a rejoin without a release asks nothing: the tab is already leading or waiting', async () => {
    const locks = fakeLocks()
    const lead = vi.fn(async () => {})
    const first = await seekLeadership(locks, 'leader', lead)
    first.leadership.rejoin()
    first.leadership.release()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(lead).toHaveBeenCalledOnce()
  })

  it('a tab whose leader stopped answering takes the lock: the old leader hears it lost and queues again', async () => {
    const locks = fakeLocks()
    const restoredBy: string[] = []
    const lost = vi.fn()
    const busy = await seekLeadership(locks, 'leader', async () => void restoredBy.push('busy'), lost)
    const waiting = await seekLeadership(locks, 'leader', async () => void restoredBy.push('waiting'))

    waiting.leadership.takeOver()
    await vi.waitFor(() => expect(restoredBy).toEqual(['busy', 'waiting']))
    await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce())

    // The old leader waits in the queue, and leads again when the new one lets go.
    waiting.leadership.release()
    await vi.waitFor(() => expect(restoredBy).toEqual(['busy', 'waiting', 'busy']))
    expect(busy.leading).toBe(true)
  })

  it('takes over once however often it is asked to, and not at all while it leads', async () => {
    const locks = fakeLocks()
    const lead = vi.fn(async () => {})
    const first = await seekLeadership(locks, 'leader', async () => {})
    const second = await seekLeadership(locks, 'leader', lead)
    first.leadership.takeOver()
    second.leadership.takeOver()
    second.leadership.takeOver()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(lead).toHaveBeenCalledOnce()
  })
})
