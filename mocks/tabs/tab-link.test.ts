import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTabLink, type Serve, type TabChannel, type TabLink, type TabMessage } from './tab-link'

// Two or three tabs of one demo, each with its own BroadcastChannel of the same name (Node delivers
// between instances as the browser does between tabs), and a stand-in for the mock's handlers.

const opened: TabLink[] = []
afterEach(() => opened.splice(0).forEach((link) => link.close()))

function tab(id: string): TabLink {
  const link = createTabLink(new BroadcastChannel('empleo.mock.tabs.test') as unknown as TabChannel, id)
  opened.push(link)
  return link
}

const echoMock: Serve = async (request) => {
  if (!new URL(request.url).pathname.startsWith('/api/')) return undefined
  if (request.url.endsWith('/offline')) return Response.error()
  const form = await request.formData()
  const file = form.get('attachments[0]') as File
  return Response.json(
    { item: form.get('item_name'), file: file.name, text: await file.text() },
    { status: 201, headers: { 'X-Served-By': 'leader' } },
  )
}

const upload = (path = '/api/v1/employee/expense-requests') => {
  const form = new FormData()
  form.append('item_name', 'Laptop riser')
  form.append('attachments[0]', new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' }))
  return new Request(`http://localhost${path}`, { method: 'POST', body: form })
}

describe('a request made in a tab that does not run the mock', () => {
  it('is answered by the leader, multipart files included, with its status, headers and body', async () => {
    tab('leader').lead(echoMock)
    const answer = await tab('follower').forward(upload())
    expect(answer?.status).toBe(201)
    expect(answer?.headers.get('X-Served-By')).toBe('leader')
    expect(await answer?.json()).toEqual({ item: 'Laptop riser', file: 'receipt.pdf', text: '%PDF-1.4 receipt' })
  })

  it("comes back as nothing when the mock serves no such path, and as a network error when the mock's is one", async () => {
    tab('leader').lead(echoMock)
    const follower = tab('follower')
    expect(await follower.forward(new Request('http://localhost/images/logo.png'))).toBeNull()
    const failed = await follower.forward(upload('/api/offline'))
    expect(failed?.type).toBe('error')
  })

  it('waits while no tab leads, and is sent again to the tab that takes over', async () => {
    const follower = tab('follower')
    const answered = follower.forward(upload())
    await new Promise((resolve) => setTimeout(resolve, 20)) // sent into a channel where nobody answers
    tab('next-leader').lead(echoMock)
    expect((await answered)?.status).toBe(201)
  })

  it('is answered by its own tab when that tab takes over meanwhile', async () => {
    const serve = vi.fn(echoMock)
    const follower = tab('follower')
    const answered = follower.forward(upload())
    await new Promise((resolve) => setTimeout(resolve, 20))
    follower.lead(serve)
    expect((await answered)?.status).toBe(201)
    expect(serve).toHaveBeenCalledOnce()
  })

  it('is served once when it reaches the leader twice (sent as the leader took over, then again)', async () => {
    const serve = vi.fn(echoMock)
    const follower = tab('follower')
    const leader = tab('leader')
    const answered = follower.forward(upload())
    leader.lead(serve) // its announcement crosses the request: the follower sends it again
    expect((await answered)?.status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(serve).toHaveBeenCalledOnce()
  })
})

describe('a change to the data', () => {
  it("refreshes every tab but the one whose requests made it, the leader's own included", async () => {
    const leader = tab('leader')
    const employeeTab = tab('employee')
    const approverTab = tab('approver')
    const refreshed: string[] = []
    leader.onChangedElsewhere(() => refreshed.push('leader'))
    employeeTab.onChangedElsewhere(() => refreshed.push('employee'))
    approverTab.onChangedElsewhere(() => refreshed.push('approver'))
    leader.lead(echoMock)

    await approverTab.forward(upload())
    leader.saved(true)
    await vi.waitFor(() => expect(refreshed.sort()).toEqual(['employee', 'leader']))

    // The leader's own page changed it: the others refresh, the leader does not.
    refreshed.length = 0
    leader.noteOwnRequest()
    leader.saved(true)
    await vi.waitFor(() => expect(refreshed.sort()).toEqual(['approver', 'employee']))
    expect(refreshed).not.toContain('leader')
  })

  it('made by the server (a control route: HR, payroll, a test), refreshes every tab, the one that asked included', async () => {
    const leader = tab('leader')
    const approverTab = tab('approver')
    const refreshed: string[] = []
    leader.onChangedElsewhere(() => refreshed.push('leader'))
    approverTab.onChangedElsewhere(() => refreshed.push('approver'))
    leader.lead(echoMock)

    // The demo panel of the leader's own page published a payslip: the app there did not do it.
    leader.noteOwnRequest()
    leader.saved(true, { byServer: true })
    await vi.waitFor(() => expect(refreshed.sort()).toEqual(['approver', 'leader']))

    refreshed.length = 0
    await approverTab.forward(upload())
    leader.saved(true, { byServer: true })
    await vi.waitFor(() => expect(refreshed.sort()).toEqual(['approver', 'leader']))
  })

  it('is not announced when a save found nothing changed, and the requests before it are forgotten', async () => {
    const leader = tab('leader')
    const other = tab('other')
    const refreshed = vi.fn()
    leader.onChangedElsewhere(refreshed)
    leader.lead(echoMock)

    await other.forward(upload()) // a read, say: nothing changed
    leader.saved(false)
    leader.noteOwnRequest()
    leader.saved(true) // only the leader's page asked since the last save
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(refreshed).not.toHaveBeenCalled()
  })
})

describe('the clock', () => {
  it("the leader's moves reach every other tab", async () => {
    const leader = tab('leader')
    const offsets: number[] = []
    tab('a').onClock((offset) => offsets.push(offset))
    tab('b').onClock((offset) => offsets.push(offset))
    leader.lead(echoMock)
    leader.announceClock(86_400_000)
    await vi.waitFor(() => expect(offsets).toEqual([86_400_000, 86_400_000]))
  })
})

// A leader that stops answering without going away: its page busy in a long task. While it
// is frozen, nothing of it runs: what the channel brings it waits, and it does not beat.
const timing = { beatMs: 100, stallMs: 400, silenceMs: 800 }

function freezableTab(id: string) {
  let frozen = false
  const held: (() => void)[] = []
  const channel = new BroadcastChannel('empleo.mock.tabs.test')
  const link = createTabLink(
    {
      postMessage: (message) => channel.postMessage(message),
      addEventListener: (_type, listener) =>
        channel.addEventListener('message', (event) => {
          const deliver = () => listener(event as MessageEvent<TabMessage>)
          if (frozen) held.push(deliver)
          else deliver()
        }),
      close: () => channel.close(),
    },
    id,
    {
      timing,
      every: (ms, tick) => {
        const timer = setInterval(() => frozen || tick(), ms)
        return () => clearInterval(timer)
      },
    },
  )
  opened.push(link)
  return {
    link,
    freeze: () => void (frozen = true),
    /** Worst case: what waited is delivered before the tab's own timer runs again. */
    resume: () => {
      frozen = false
      held.splice(0).forEach((deliver) => deliver())
    },
  }
}

/** A tab that takes over as the browser would have it: when it has waited on a silent leader. */
function followerTab(id: string, serve: Serve) {
  const link = createTabLink(new BroadcastChannel('empleo.mock.tabs.test') as unknown as TabChannel, id, { timing })
  opened.push(link)
  link.onSilentLeader(() => link.lead(serve))
  return link
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The shared store of the demo as the mock keeps it: rows, and the answers saved with them by request id. */
function sharedStore() {
  const expenses: string[] = []
  const answers = new Map<string, { status: number; body: string }>()
  const serve =
    (tab: string, beforeAnswering: () => Promise<void> = async () => {}): Serve =>
    async (request) => {
      const id = request.headers.get('X-Mock-Request-Id')
      const saved = id ? answers.get(id) : undefined
      if (saved) return new Response(saved.body, { status: saved.status })
      expenses.push(tab)
      const answer = { status: 201, body: JSON.stringify({ id: expenses.length, by: tab }) }
      if (id) answers.set(id, answer) // saved with the change, before it is answered
      await beforeAnswering()
      return new Response(answer.body, { status: answer.status })
    }
  return { expenses, serve }
}

describe('a leader that stops answering (its page busy for a minute)', () => {
  it('a tab opened meanwhile is not left waiting: it takes over within the silence and starts', async () => {
    const store = sharedStore()
    const leader = freezableTab('busy-leader')
    leader.link.lead(store.serve('busy-leader'))
    leader.freeze()

    const started = Date.now()
    const answer = await followerTab('new-tab', store.serve('new-tab')).forward(upload())
    expect(answer?.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(timing.silenceMs + 4 * timing.beatMs)
    expect(await answer?.json()).toEqual({ id: 1, by: 'new-tab' })
  })

  it('a write sent to it is filed once, by the tab that took over, never again when it wakes up', async () => {
    const store = sharedStore()
    const leader = freezableTab('busy-leader')
    leader.link.lead(store.serve('busy-leader'))
    const follower = followerTab('follower', store.serve('follower'))
    await sleep(2 * timing.beatMs)
    leader.freeze()

    expect((await follower.forward(upload()))?.status).toBe(201)
    leader.resume()
    await sleep(4 * timing.beatMs)
    expect(store.expenses).toEqual(['follower'])
    expect(leader.link.leads()).toBe(false)
  })

  it('a write it had under way when it froze is not answered by it later; the new leader answers it once', async () => {
    const store = sharedStore()
    const leader = freezableTab('busy-leader')
    let wake = () => {}
    // It froze after saving, before answering: its save holds the answer under the request's id.
    leader.link.lead(store.serve('busy-leader', () => new Promise((resolve) => (wake = resolve))))
    const follower = followerTab('follower', store.serve('follower'))
    const answers: unknown[] = []
    const watcher = new BroadcastChannel('empleo.mock.tabs.test')
    watcher.addEventListener('message', (event) => {
      const message = (event as MessageEvent<TabMessage>).data
      if (message.type === 'answer') answers.push(message)
    })

    const answered = follower.forward(upload())
    await vi.waitFor(() => expect(store.expenses).toEqual(['busy-leader']))
    leader.freeze()
    const answer = await answered
    expect(answer?.status).toBe(201)
    expect(await answer?.json()).toEqual({ id: 1, by: 'busy-leader' })
    expect(store.expenses).toEqual(['busy-leader'])

    leader.resume()
    wake()
    await sleep(4 * timing.beatMs)
    watcher.close()
    expect(answers).toEqual([])
  })
})

describe('a leader that closes between applying a write and answering it', () => {
  it('the follower sends it again with its id, and the next leader answers what was saved, applying nothing twice', async () => {
    const store = sharedStore()
    const leader = tab('closing-leader')
    leader.lead(
      store.serve('closing-leader', async () => {
        leader.stepDown() // pagehide: it stops answering, and the page is gone
        leader.close()
        await new Promise(() => {})
      }),
    )
    const follower = tab('follower')
    const answered = follower.forward(upload())
    await vi.waitFor(() => expect(store.expenses).toEqual(['closing-leader']))

    tab('next-leader').lead(store.serve('next-leader'))
    const answer = await answered
    expect(answer?.status).toBe(201)
    expect(await answer?.json()).toEqual({ id: 1, by: 'closing-leader' })
    expect(store.expenses).toEqual(['closing-leader'])
  })
})
