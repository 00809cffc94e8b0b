import {
  carryAnswer,
  carryRequest,
  requestFrom,
  responseFrom,
  type CarriedAnswer,
  type CarriedRequest,
} from './carried-http'

/**
 * What the tabs of one demo say to each other over a BroadcastChannel (decision 31). One tab, the
 * leader, runs the mock; every other tab forwards its page's mock requests to it and waits for the
 * answer. The leader tells the others when the data changed, and where the clock is.
 */

export type TabMessage =
  | { type: 'request'; id: string; from: string; request: CarriedRequest }
  | { type: 'answer'; id: string; answer: CarriedAnswer }
  /** A tab has taken over: requests sent to the one before it may never be answered, so they go again. */
  | { type: 'leader'; tab: string }
  /**
   * The leader saved changed data; `by` are the tabs whose requests it served since its last save, and
   * `SERVER` when a control route changed it.
   */
  | { type: 'changed'; by: string[] }
  | { type: 'clock'; offsetMs: number }

export type TabChannel = {
  postMessage: (message: TabMessage) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent<TabMessage>) => void) => void
  close: () => void
}

/** How the leader answers a request: the mock's handlers, or nothing when none serves it. */
export type Serve = (request: Request) => Promise<Response | undefined>

/** Stands in `by` for a change the server made itself (a control route), which no tab's app did. */
const SERVER = 'server'

/**
 * A tab refreshes its screens after a change unless only its own requests were served since the last
 * save: then the change is its own doing, and the app already refreshed what it changed.
 */
export function changedElsewhere(by: readonly string[], tabId: string): boolean {
  return !(by.length === 1 && by[0] === tabId)
}

export function createTabLink(channel: TabChannel, tabId: string) {
  let serve: Serve | null = null
  let sent = 0
  const awaiting = new Map<string, { request: CarriedRequest; settle: (answer: CarriedAnswer) => void }>()
  const requesters = new Set<string>()
  // A request can arrive twice: sent as this tab took over, then sent again when its 'leader' arrived.
  const received = new Set<string>()
  const changeListeners = new Set<() => void>()
  const clockListeners = new Set<(offsetMs: number) => void>()

  async function answer(request: CarriedRequest, from: string): Promise<CarriedAnswer> {
    requesters.add(from)
    try {
      return await carryAnswer(await (serve as Serve)(requestFrom(request)))
    } catch {
      // The mock answers every failure in the server's shape; anything else reads as the network's.
      return { kind: 'network-error' }
    }
  }

  function changed(by: readonly string[]) {
    if (changedElsewhere(by, tabId)) changeListeners.forEach((listener) => listener())
  }

  channel.addEventListener('message', ({ data: message }) => {
    switch (message.type) {
      case 'request':
        if (!serve || received.has(message.id)) return
        received.add(message.id)
        void answer(message.request, message.from).then((carried) =>
          channel.postMessage({ type: 'answer', id: message.id, answer: carried }),
        )
        return
      case 'answer':
        awaiting.get(message.id)?.settle(message.answer)
        awaiting.delete(message.id)
        return
      case 'leader':
        for (const [id, { request }] of awaiting) channel.postMessage({ type: 'request', id, from: tabId, request })
        return
      case 'changed':
        changed(message.by)
        return
      case 'clock':
        clockListeners.forEach((listener) => listener(message.offsetMs))
        return
    }
  })

  return {
    get isLeader() {
      return serve !== null
    },

    /** The leader's answer to this tab's request; null when the mock does not serve it. */
    async forward(request: Request): Promise<Response | null> {
      const carried = await carryRequest(request)
      if (serve) return responseFrom(await answer(carried, tabId))
      const id = `${tabId}:${++sent}`
      const answered = new Promise<CarriedAnswer>((settle) => awaiting.set(id, { request: carried, settle }))
      channel.postMessage({ type: 'request', id, from: tabId, request: carried })
      return responseFrom(await answered)
    },

    /** From now on this tab runs the mock: what it asked the last leader it answers itself. */
    lead(next: Serve): void {
      serve = next
      for (const [id, { request, settle }] of awaiting) {
        awaiting.delete(id)
        void answer(request, tabId).then(settle)
      }
      channel.postMessage({ type: 'leader', tab: tabId })
    },

    /** Stops answering (the page is going away); what arrives later is asked again of the next leader. */
    stepDown(): void {
      serve = null
    },

    /** The leader's own page made a request, which its worker serves without the channel. */
    noteOwnRequest(): void {
      requesters.add(tabId)
    },

    /**
     * The leader saved its data: when it changed, every tab but the one that changed it refreshes; when
     * the server changed it (a control route), every tab does.
     */
    saved(didChange: boolean, { byServer }: { byServer: boolean } = { byServer: false }): void {
      const by = byServer ? [...requesters, SERVER] : [...requesters]
      requesters.clear()
      if (!didChange) return
      channel.postMessage({ type: 'changed', by })
      changed(by)
    },

    announceClock(offsetMs: number): void {
      channel.postMessage({ type: 'clock', offsetMs })
    },

    onChangedElsewhere(listener: () => void): () => void {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },

    onClock(listener: (offsetMs: number) => void): () => void {
      clockListeners.add(listener)
      return () => clockListeners.delete(listener)
    },

    close(): void {
      channel.close()
    },
  }
}

export type TabLink = ReturnType<typeof createTabLink>
