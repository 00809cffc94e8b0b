import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTabLink, type Serve, type TabChannel, type TabLink } from './tab-link'

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
