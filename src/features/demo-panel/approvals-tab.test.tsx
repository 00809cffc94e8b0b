import type { User } from '@contract/user'
import { control } from '@mocks/node'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { createClient } from '@mocks/test/client'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApprovalsTab } from './approvals-tab'
import type { DemoSession } from './demo-session'
import { mockControls } from './mock-controls'

// The tab against the real mock, through THE control client over fetch.
runMockServerAroundEachTest()

async function signIn(key: keyof typeof personas) {
  const client = createClient()
  const login = await client.auth.login({ body: { email: personas[key].email, password: DEMO_PASSWORD } })
  if (login.status !== 200 || !('token' in login.body.data)) throw new Error(`login of ${key} failed`)
  return { user: login.body.data.user, api: createClient(login.body.data.token) }
}

function renderTab(user: User | null) {
  const session = {
    currentUser: () => user,
    subscribe: () => () => {},
    signIn: vi.fn(),
    signOut: vi.fn(),
  } satisfies DemoSession
  render(<ApprovalsTab controls={mockControls} session={session} />)
  return { session, keyboard: userEvent.setup() }
}

const group = (name: string) => screen.getByRole('list', { name })

describe('the Approvals tab of the demo panel', () => {
  it('asks for a persona first when nobody is signed in', () => {
    renderTab(null)
    expect(screen.getByText(/Sign in as a persona \(Scenarios\) to approve or deny their requests/)).toBeTruthy()
  })

  it("lists the person's pending requests and cancellations, and approves one with remarks by keyboard", async () => {
    const { user, api } = await signIn('regular')
    const awaiting = control.awaitingDecision(user.email)
    const pendingLeave = awaiting.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
    if (!pendingLeave) throw new Error('the main persona has a pending leave')
    const { keyboard } = renderTab(user)

    expect(await screen.findByRole('heading', { name: 'Awaiting approval' })).toBeTruthy()
    await waitFor(() =>
      expect(
        within(group('Awaiting approval')).getAllByRole('listitem').length +
          within(group('Awaiting a cancellation decision')).getAllByRole('listitem').length,
      ).toBe(awaiting.length),
    )
    expect(
      within(group('Awaiting a cancellation decision')).getByText(
        'Expense (others): Notarial fee for company documents (₱350.00)',
      ),
    ).toBeTruthy()

    await keyboard.click(screen.getByRole('textbox', { name: 'Remarks with the next decision (optional)' }))
    await keyboard.keyboard('Enjoy the break!')
    await keyboard.tab()
    // Focus moves on through the first request's buttons to the one for this leave.
    const approve = screen.getByRole('button', { name: `Approve ${pendingLeave.summary}` })
    while (document.activeElement !== approve) await keyboard.tab()
    await keyboard.keyboard('{Enter}')

    expect(await screen.findByText((text) => text.startsWith(`${pendingLeave.summary}: approved.`))).toBeTruthy()
    // The list asks the mock again after the decision.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${pendingLeave.summary}` })).toBeNull())
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('')
    expect(await api.leave.get({ params: { id: pendingLeave.id } })).toMatchObject({
      body: { data: { status: 'approved', remarks: 'Enjoy the break!' } },
    })
  })

  it('approves an expense cancellation and denies a leave cancellation', async () => {
    const { user, api } = await signIn('regular')
    const { keyboard } = renderTab(user)
    const cancellations = () => within(group('Awaiting a cancellation decision'))

    const expense = 'Expense (others): Notarial fee for company documents (₱350.00)'
    await keyboard.click(await screen.findByRole('button', { name: `Approve cancellation of ${expense}` }))
    expect(
      await screen.findByText(`${expense}: cancelled. The app shows it now; the employee got HR's e-mail.`),
    ).toBeTruthy()

    await waitFor(() => expect(cancellations().queryByText(expense)).toBeNull())
    const [leave] = cancellations().getAllByRole('listitem')
    const summary = leave?.querySelector('p')?.textContent ?? ''
    await keyboard.click(cancellations().getByRole('button', { name: `Deny cancellation of ${summary}` }))
    expect(
      await screen.findByText(
        `${summary}: kept: its cancellation was denied. The app shows it now; the employee got HR's e-mail.`,
      ),
    ).toBeTruthy()
    expect(await screen.findByText(/No cancellation was asked for/)).toBeTruthy()

    const list = await api.expense.list({ query: { filter: { status: 'cancelled' }, per_page: 50 } })
    expect(list.status === 200 && list.body.data.map((row) => row.item_name)).toContain(
      'Notarial fee for company documents',
    )
  })

  it('says why when the mock refuses a decision, as for a request decided elsewhere meanwhile', async () => {
    const { user } = await signIn('regular')
    const { keyboard } = renderTab(user)
    const [first] = control.awaitingDecision(user.email).filter((entry) => entry.status === 'pending')
    if (!first) throw new Error('the main persona has a pending request')
    const approve = await screen.findByRole('button', { name: `Approve ${first.summary}` })
    await (first.kind === 'leave' ? control.denyLeave(first.id) : control.denyExpense(first.id))

    await keyboard.click(approve)
    expect((await screen.findByRole('alert')).textContent).toMatch(/is denied, so it cannot be approved\.$/)
  })

  it('approves a certificate with the pay the employee asked for, when HR ticks it', async () => {
    const { user, api } = await signIn('regular')
    const filed = await api.certificate.create({
      body: { purpose: 'bank_loan', include_compensation: true, copies: 1, needed_by: '2099-12-04' },
    })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    const { keyboard } = renderTab(user)
    const summary = 'Certificate of employment (Bank or housing loan), 1 copy, needed by 4 Dec 2099'

    const pay = await screen.findByRole('checkbox', { name: 'Show the monthly basic pay (the employee asked for it)' })
    await keyboard.click(pay)
    await keyboard.click(screen.getByRole('button', { name: `Approve ${summary}` }))
    expect(
      await screen.findByText(`${summary}: approved. The app shows it now; the employee got HR's e-mail.`),
    ).toBeTruthy()
    expect(await api.certificate.get({ params: { id: filed.body.data.id } })).toMatchObject({
      body: { data: { status: 'approved', compensation_shown: true } },
    })
  })
})
