import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as clock from '@mocks/clock'
import { failNext, setOffline } from '@mocks/injected-faults'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { clearOutbox, outboxOf } from '@/lib/outbox/outbox-store'
import { sessionStore } from '@/session/session-store'
import { signInEachTest } from '@/test/signed-in'

// /item with the line down (docs/product/offline.md): Maria Santos has 10 expense requests (mocks/seed/expense.ts).
runMockServerAroundEachTest()
seedOnMonday23November()
const session = signInEachTest('regular')
// The files of a worker share one IndexedDB (vite.config.ts): a request left kept here would be sent by
// the outbox's minute timer in the middle of another file's test.
afterEach(() => clearOutbox(String(session().user.id)))

const expensesUrl = `${window.location.origin}/api/v1/employee/item-requests`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const kept = () => screen.queryByRole('list', { name: 'Expense requests kept on this phone' })
const lineBack = () => {
  setOffline(false)
  window.dispatchEvent(new Event('online'))
}

async function choose(label: string | RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** Files an item on /item; the form closes either way (filed, or kept on this phone). */
async function fileItem(name: string, costing: string) {
  await userEvent.click(screen.getByRole('button', { name: 'File an expense request' }))
  const form = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
  await form.findByRole('button', { name: 'File expense request' })
  await choose('Request type', 'Item')
  await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), name)
  await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), costing)
  await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
}

const costingRefused = 'The costing is above what an item may cost without a quotation.'
/** The server refuses the next filing for its costing, or every one (`once: false`). */
const refuseTheCosting = ({ once }: { once: boolean }) =>
  server.use(
    http.post(
      expensesUrl,
      () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', data: null, errors: { costing: [costingRefused] } },
          { status: 422 },
        ),
      { once },
    ),
  )

async function openExpenses() {
  renderApp('/item')
  await screen.findByRole('heading', { level: 1, name: 'Expense Request', hidden: true }, { timeout: 15_000 })
  await shows('Showing 1–10 of 10')
}

describe('/item without a line: the outbox', { timeout: 40_000 }, () => {
  it('keeps a request filed offline as Waiting to send, then sends it once when the line is back', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Standing desk', '3200')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File an expense request' })).toBeNull())
    const list = within(
      (await screen.findByRole('list', { name: 'Expense requests kept on this phone' })) as HTMLElement,
    )
    expect(list.getByText('Item: Standing desk, ₱3,200.00 PHP')).toBeTruthy()
    expect(list.getByText('Waiting to send')).toBeTruthy()
    expect(screen.getByText('1 waiting to send')).toBeTruthy()

    lineBack()
    await shows('Showing 1–10 of 11')
    await waitFor(() => expect(kept()).toBeNull())
    expect(screen.queryByText(/waiting to send/)).toBeNull()
    expect(summary().textContent).toBe('Showing 1–10 of 11')
  })

  it('sends a request whose answer was lost again with its key: one record', async () => {
    await openExpenses()
    failNext('answer-lost')
    await fileItem('Label printer', '4500')
    expect(await screen.findByRole('list', { name: 'Expense requests kept on this phone' })).toBeTruthy()
    // The line is back minutes later: past the 10 seconds in which a repeat without a key files nothing new.
    clock.advance(5 * clock.MINUTE_MS)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(kept()).toBeNull(), { timeout: 8000 })
    await shows('Showing 1–10 of 11')
  })

  it('gives a request the server refuses when sent back as a draft, its error under the field', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Gaming chair', '95000')
    await screen.findByRole('list', { name: 'Expense requests kept on this phone' })
    refuseTheCosting({ once: true })
    lineBack()
    const list = within(
      (await screen.findByRole('list', { name: 'Expense requests kept on this phone' })) as HTMLElement,
    )
    expect(await list.findByText('Not sent')).toBeTruthy()
    expect(list.getByText('Not accepted when sent: The given data was invalid.')).toBeTruthy()

    await userEvent.click(list.getByRole('button', { name: 'Edit Item: Gaming chair, ₱95,000.00 PHP' }))
    const form = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    expect(await form.findByText(costingRefused)).toBeTruthy()
    expect(form.getByRole('textbox', { name: 'Item name' })).toHaveProperty('value', 'Gaming chair')
    await userEvent.clear(form.getByRole('textbox', { name: /^Costing/ }))
    await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), '9500')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
    await screen.findByRole('dialog', { name: 'Item request' }, { timeout: 8000 })
    await waitFor(() => expect(kept()).toBeNull())
    await shows('Showing 1–10 of 11')
  })

  it('keeps an edit the server refuses when filed online as the edit, marked Not sent with its answer', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Gaming chair', '95000')
    const waiting = within(
      (await screen.findByRole('list', { name: 'Expense requests kept on this phone' })) as HTMLElement,
    )
    // The line is back, and she edits it before the outbox sends it; the server refuses every filing.
    refuseTheCosting({ once: false })
    setOffline(false)
    await userEvent.click(waiting.getByRole('button', { name: 'Edit Item: Gaming chair, ₱95,000.00 PHP' }))
    const form = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    const itemName = await form.findByRole('textbox', { name: 'Item name' })
    await userEvent.clear(itemName)
    await userEvent.type(itemName, 'Ergonomic chair')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
    expect(await form.findByText(costingRefused)).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File an expense request' })).toBeNull())

    const list = within(
      (await screen.findByRole('list', { name: 'Expense requests kept on this phone' })) as HTMLElement,
    )
    expect(await list.findByText('Not sent')).toBeTruthy()
    expect(list.getByText('Not accepted when sent: The given data was invalid.')).toBeTruthy()
    await userEvent.click(list.getByRole('button', { name: 'Edit Item: Ergonomic chair, ₱95,000.00 PHP' }))
    const reopened = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    expect(await reopened.findByText(costingRefused)).toBeTruthy()
    expect(reopened.getByRole('textbox', { name: 'Item name' })).toHaveProperty('value', 'Ergonomic chair')
  })

  it('discards a kept request after asking', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Desk lamp', '1500')
    const list = within(
      (await screen.findByRole('list', { name: 'Expense requests kept on this phone' })) as HTMLElement,
    )
    await userEvent.click(list.getByRole('button', { name: 'Discard Item: Desk lamp, ₱1,500.00 PHP' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Discard this expense request?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(kept()).toBeNull())
    lineBack()
    await shows('Showing 1–10 of 10')
  })

  async function signOutFromTheMenu() {
    const user = userEvent.setup()
    await user.hover(screen.getByRole('button', { name: 'Maria Santos' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Maria Santos' }).dataset.state).toBe('closed'))
    await user.click(screen.getByRole('button', { name: 'Maria Santos' }))
    const menu = within(await screen.findByRole('menu', {}, { timeout: 5_000 }))
    await user.click(menu.getByRole('menuitem', { name: 'Sign Out' }))
    return within(await screen.findByRole('alertdialog', { name: 'Sign out with requests not sent?' }))
  }

  it('asks at Sign Out what becomes of what waits: kept, it stays on the phone for her next sign-in', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Standing desk', '3200')
    await screen.findByRole('list', { name: 'Expense requests kept on this phone' })
    const person = String(sessionStore.getState().user?.id)
    const dialog = await signOutFromTheMenu()
    expect(dialog.getByText(/^1 request waits on this phone to be sent\./)).toBeTruthy()
    await userEvent.click(dialog.getByRole('button', { name: 'Keep and sign out' }))
    await waitFor(() => expect(sessionStore.getState().token).toBeNull())
    expect((await outboxOf(person)).map((entry) => entry.body.item_name)).toEqual(['Standing desk'])
  })

  it('discards what waits at Sign Out when she says so', async () => {
    await openExpenses()
    setOffline(true)
    await fileItem('Desk lamp', '1500')
    await screen.findByRole('list', { name: 'Expense requests kept on this phone' })
    const person = String(sessionStore.getState().user?.id)
    const dialog = await signOutFromTheMenu()
    await userEvent.click(dialog.getByRole('button', { name: 'Discard and sign out' }))
    await waitFor(() => expect(sessionStore.getState().token).toBeNull())
    expect(await outboxOf(person)).toEqual([])
  })
})
