import { describe, expect, it, vi } from 'vitest'
import { seekLeadership, type Locks } from './leadership'

/** One exclusive lock as the browser grants it: at once if free, else in the order asked. */
function fakeLocks(): Locks {
  let held = false
  const queue: (() => void)[] = []
  const grant = (callback: (lock: unknown) => Promise<void>) => {
    held = true
    void callback({}).finally(() => {
      held = false
      queue.shift()?.()
    })
  }
  return {
    request: async (_name, { ifAvailable }, callback) => {
      if (!held) grant(callback)
      else if (ifAvailable) await callback(null)
      else queue.push(() => grant(callback))
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
})
