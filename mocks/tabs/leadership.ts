/**
 * Which tab of the demo runs the mock: the one holding a Web Lock. The first tab takes it at once;
 * the others queue for it, and when the leader's page goes away the browser grants it to the next.
 */

export type Locks = {
  request: (
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ) => Promise<unknown>
}

export type Leadership = {
  /** Gives the lock back (the page is going away, or into the back/forward cache). */
  release: () => void
  /** Queues for the lock again after a release (the page came back from the back/forward cache). */
  rejoin: () => void
}

/**
 * Resolves once this tab knows where it stands: `leading` true after `lead` finished, if the lock was
 * free; false if another tab holds it, in which case `lead` runs whenever the lock passes to this tab.
 */
export async function seekLeadership(
  locks: Locks,
  name: string,
  lead: () => Promise<void>,
): Promise<{ leading: boolean; leadership: Leadership }> {
  let state: 'waiting' | 'leading' | 'released' = 'waiting'
  let letGo = () => {}

  async function hold(led = () => {}): Promise<void> {
    state = 'leading'
    try {
      await lead()
    } finally {
      led()
    }
    await new Promise<void>((resolve) => (letGo = resolve))
  }
  const queue = () => void locks.request(name, {}, () => hold())

  const leadership: Leadership = {
    release: () => {
      if (state !== 'leading') return
      state = 'released'
      letGo()
    },
    rejoin: () => {
      if (state !== 'released') return
      state = 'waiting'
      queue()
    },
  }

  const leading = await new Promise<boolean>((decided) => {
    void locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock === null) {
        decided(false)
        queue()
        return
      }
      // hold() settles only on release: the caller hears as soon as lead() is done.
      await hold(() => decided(true))
    })
  })
  return { leading, leadership }
}
