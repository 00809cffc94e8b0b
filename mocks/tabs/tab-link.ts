import {
  carryAnswer,
  carryRequest,
  REQUEST_ID_HEADER,
  requestFrom,
  responseFrom,
  type CarriedAnswer,
  type CarriedRequest,
} from './carried-http'

/**
 * What the tabs of one demo say to each other over a BroadcastChannel (decision 31). One tab, the
 * leader, runs the mock; every other tab forwards its page's mock requests to it and waits for the
 * answer. The leader tells the others when the data changed, and where the clock is.
 *
 * A leader can stop answering without going away (its page busy in a long task). It beats while it
 * runs; a tab that waits for an answer and hears nothing from the leader for `silenceMs` takes over.
 * The old leader, when it runs again, sees that its own beat stopped for longer than `stallMs` and
 * steps down before it serves or saves anything: it may have been replaced meanwhile. What it had
 * under way is neither saved nor answered, and the tab that asked sends it again to the next leader.
 */

export type TabMessage =
  /** `deadline` (ms since the epoch): a leader that gets the request later drops it, the asker has moved on. */
  | { type: 'request'; id: string; from: string; deadline: number; request: CarriedRequest }
  | { type: 'answer'; id: string; answer: CarriedAnswer }
  /** A tab has taken over: requests sent to the one before it may never be answered, so they go again. */
  | { type: 'leader'; tab: string }
  /** The leader is running (every `beatMs`). */
  | { type: 'beat'; tab: string }
  /** The leader is going away: the data it saved last, which may reach the next leader's storage late. */
  | { type: 'handover'; snapshot: string }
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

export type TabTiming = {
  /** How often the leader beats, and every tab checks on what it waits for. */
  beatMs: number
  /** A leader whose own beat stopped this long steps down: a waiting tab may have taken over. */
  stallMs: number
  /** A tab that waits and hears nothing from the leader this long takes over. Above stallMs + beatMs. */
  silenceMs: number
}

export const TAB_TIMING: TabTiming = { beatMs: 1_000, stallMs: 3_000, silenceMs: 5_000 }

export type TabLinkOptions = {
  timing?: TabTiming
  now?: () => number
  /** Runs `tick` every `ms` until the returned stop is called (tests freeze a tab through it). */
  every?: (ms: number, tick: () => void) => () => void
}

const everyInterval = (ms: number, tick: () => void) => {
  const timer = setInterval(tick, ms)
  return () => clearInterval(timer)
}

/**
 * A tab refreshes its screens after a change unless only its own requests were served since the last
 * save: then the change is its own doing, and the app already refreshed what it changed.
 */
export function changedElsewhere(by: readonly string[], tabId: string): boolean {
  return !(by.length === 1 && by[0] === tabId)
}

type Awaiting = { request: CarriedRequest; settle: (answer: CarriedAnswer) => void; since: number; local: boolean }

export function createTabLink(
  channel: TabChannel,
  tabId: string,
  { timing = TAB_TIMING, now = Date.now, every = everyInterval }: TabLinkOptions = {},
) {
  let serve: Serve | null = null
  /** Changes whenever this tab starts or stops leading: an answer served in an older term is not sent. */
  let term = 0
  let sent = 0
  let lastBeat = now()
  let lastHeard = now()
  let lastCheck = now()
  let handover: string | null = null
  let waitingForHandover: ((snapshot: string) => void) | null = null
  const awaiting = new Map<string, Awaiting>()
  const requesters = new Set<string>()
  // A request can arrive twice: sent as this tab took over, then sent again when its 'leader' arrived.
  const received = new Set<string>()
  const changeListeners = new Set<() => void>()
  const clockListeners = new Set<(offsetMs: number) => void>()
  const silenceListeners = new Set<() => void>()
  const stallListeners = new Set<() => void>()

  /** The answer, or null when this tab stopped leading meanwhile: then it saved nothing of it. */
  async function answer(id: string, request: CarriedRequest, from: string): Promise<CarriedAnswer | null> {
    const servedIn = term
    requesters.add(from)
    let carried: CarriedAnswer
    try {
      const forwarded = requestFrom(request)
      forwarded.headers.set(REQUEST_ID_HEADER, id)
      carried = await carryAnswer(await (serve as Serve)(forwarded))
    } catch {
      // The mock answers every failure in the server's shape; anything else reads as the network's.
      carried = { kind: 'network-error' }
    }
    // After a freeze this may be the first thing the tab does: it checks before it answers.
    return !stalled() && term === servedIn ? carried : null
  }

  /** Serves it here when this tab leads, else asks the leader; again and again until an answer comes. */
  function dispatch(id: string): void {
    const entry = awaiting.get(id)
    if (!entry) return
    entry.since = now()
    if (!serve) {
      channel.postMessage({
        type: 'request',
        id,
        from: tabId,
        deadline: entry.since + timing.silenceMs - timing.beatMs,
        request: entry.request,
      })
      return
    }
    entry.local = true
    void answer(id, entry.request, tabId).then((carried) => {
      entry.local = false
      if (!carried) return dispatch(id)
      awaiting.delete(id)
      entry.settle(carried)
    })
  }

  /** True when this leader's own beat stopped too long: it steps down, and serves nothing more. */
  function stalled(): boolean {
    if (!serve || now() - lastBeat <= timing.stallMs) return false
    stepDown()
    stallListeners.forEach((listener) => listener())
    return true
  }

  function beat(): void {
    if (stalled()) return
    lastBeat = now()
    if (serve) channel.postMessage({ type: 'beat', tab: tabId })
  }

  /** A tab that waits on a silent leader takes over. A tab whose own checks were late judges next time. */
  function checkOnLeader(): void {
    const at = now()
    const late = at - lastCheck > timing.stallMs
    lastCheck = at
    if (late) lastHeard = at
    if (serve || late || awaiting.size === 0) return
    const waitingSince = Math.min(...[...awaiting.values()].map((entry) => entry.since))
    if (at - Math.max(lastHeard, waitingSince) >= timing.silenceMs) {
      lastHeard = at // one call per silence
      silenceListeners.forEach((listener) => listener())
    }
  }

  function changed(by: readonly string[]) {
    if (changedElsewhere(by, tabId)) changeListeners.forEach((listener) => listener())
  }

  function stepDown(): void {
    if (!serve) return
    serve = null
    term += 1
    received.clear()
  }

  const stopBeating = every(timing.beatMs, () => {
    beat()
    checkOnLeader()
  })

  channel.addEventListener('message', ({ data: message }) => {
    if (stalled()) return
    if (message.type !== 'request') lastHeard = now()
    switch (message.type) {
      case 'request':
        if (!serve || received.has(message.id) || now() > message.deadline) return
        received.add(message.id)
        void answer(message.id, message.request, message.from).then((carried) => {
          if (carried) channel.postMessage({ type: 'answer', id: message.id, answer: carried })
        })
        return
      case 'answer': {
        const entry = awaiting.get(message.id)
        if (!entry || entry.local) return
        awaiting.delete(message.id)
        entry.settle(message.answer)
        return
      }
      case 'leader':
        handover = null
        // Another tab took this one's place while it was not looking.
        if (serve) {
          stepDown()
          stallListeners.forEach((listener) => listener())
        }
        for (const [id, entry] of awaiting) if (!entry.local) dispatch(id)
        return
      case 'beat':
        return
      case 'handover':
        handover = message.snapshot
        waitingForHandover?.(message.snapshot)
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
    /** Whether this tab runs the mock; a leader that stalled steps down here, before it serves its own page. */
    leads(): boolean {
      return !stalled() && serve !== null
    },

    /** The leader's answer to this tab's request; null when the mock does not serve it. */
    async forward(request: Request): Promise<Response | null> {
      const carried = await carryRequest(request)
      const id = `${tabId}:${++sent}`
      const answered = new Promise<CarriedAnswer>((settle) =>
        awaiting.set(id, { request: carried, settle, since: now(), local: false }),
      )
      dispatch(id)
      return responseFrom(await answered)
    },

    /** From now on this tab runs the mock: what it asked the last leader it answers itself. */
    lead(next: Serve): void {
      serve = next
      term += 1
      lastBeat = now()
      for (const [id, entry] of awaiting) if (!entry.local) dispatch(id)
      channel.postMessage({ type: 'leader', tab: tabId })
    },

    /** Stops answering (the page is going away, or another tab took over); what arrives later is asked again of the next leader. */
    stepDown,

    /** The leader is going away: the next one starts from what it saved last, if storage lags. */
    handOver(snapshot: string | null): void {
      if (snapshot !== null) channel.postMessage({ type: 'handover', snapshot })
    },

    /** What the last leader handed over as it went away, waiting up to `waitMs` for it to arrive. */
    async handedOver(waitMs: number): Promise<string | null> {
      if (handover !== null || waitMs <= 0) return handover
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(handover), waitMs)
        waitingForHandover = (snapshot) => {
          clearTimeout(timer)
          waitingForHandover = null
          resolve(snapshot)
        }
      })
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

    /** This tab waits for an answer and the leader has been silent for `silenceMs`: time to take over. */
    onSilentLeader(listener: () => void): () => void {
      silenceListeners.add(listener)
      return () => silenceListeners.delete(listener)
    },

    /** This tab stopped leading on its own (it stalled, or another tab took over): it must not save. */
    onDeposed(listener: () => void): () => void {
      stallListeners.add(listener)
      return () => stallListeners.delete(listener)
    },

    close(): void {
      stopBeating()
      channel.close()
    },
  }
}

export type TabLink = ReturnType<typeof createTabLink>
