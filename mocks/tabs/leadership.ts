/**
 * Which tab of the demo runs the mock: the one holding a Web Lock. The first tab takes it at once;
 * the others queue for it, and when the leader's page goes away the browser grants it to the next.
 * A busy page keeps its locks, so a tab whose leader stopped answering takes the lock from it
 * (`steal`); the tab it was taken from hears of it and queues again.
 */

export type Locks = {
  request: (
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ) => Promise<unknown>
}

export type Leadership = {
  /** Gives the lock back (the page is going away, or into the back/forward cache). */
  release: () => void
  /** Queues for the lock again after a release (the page came back from the back/forward cache). */
  rejoin: () => void
  /** Takes the lock from a leader that stopped answering; `lead` runs once it is this tab's. */
  takeOver: () => void
}

/**
 * Resolves once this tab knows where it stands: `leading` true after `lead` finished, if the lock was
 * free; false if another tab holds it, in which case `lead` runs whenever the lock passes to this tab.
 * `lost` runs when another tab took the lock from this one; this tab then queues for it again.
 */
export async function seekLeadership(
  locks: Locks,
  name: string,
  lead: () => Promise<void>,
  lost: () => void = () => {},
): Promise<{ leading: boolean; leadership: Leadership }> {
  let state: 'waiting' | 'taking over' | 'leading' | 'released' = 'waiting'
  let letGo = () => {}
  let queued: AbortController | null = null
  /** Counts this tab's requests for the lock: only the latest one's loss is news. */
  let asked = 0

  async function hold(led = () => {}): Promise<void> {
    state = 'leading'
    try {
      await lead()
    } finally {
      led()
    }
    await new Promise<void>((resolve) => (letGo = resolve))
  }
  /** A request for the lock is rejected when another tab steals it, or when this tab leaves the queue. */
  function lostUnlessWithdrawn(request: number): void {
    if (request !== asked || state !== 'leading') return
    state = 'waiting'
    lost()
    queue()
  }
  function ask(options: { steal?: boolean; signal?: AbortSignal }): void {
    const request = ++asked
    locks.request(name, options, () => hold()).catch(() => lostUnlessWithdrawn(request))
  }
  function queue(): void {
    queued = new AbortController()
    ask({ signal: queued.signal })
  }

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
    takeOver: () => {
      if (state !== 'waiting') return
      state = 'taking over'
      queued?.abort()
      ask({ steal: true })
    },
  }

  const leading = await new Promise<boolean>((decided) => {
    const request = ++asked
    void locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (lock === null) {
          decided(false)
          queue()
          return
        }
        // hold() settles only on release: the caller hears as soon as lead() is done.
        await hold(() => decided(true))
      })
      .catch(() => lostUnlessWithdrawn(request))
  })
  return { leading, leadership }
}
