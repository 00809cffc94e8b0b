import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setOffline } from '@mocks/injected-faults'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { NOT_KEPT_MESSAGE } from '@/lib/outbox/send-or-keep'
import { signInEachTest } from '@/test/signed-in'

// The outbox's keeping comes when a form opens (docs/decisions/0068-outbox.md). A form opened with no line
// before the phone had that code cannot keep a filing: it says so and keeps what was typed. Isolated: the
// code's fetch fails through vi.mock, for this file alone.
vi.mock('@/lib/outbox/keep-request', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))

runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

describe('/item offline, without the outbox code', { timeout: 40_000 }, () => {
  it('says the request could not be kept, and keeps the form open with what was typed', async () => {
    renderApp('/item')
    await userEvent.click(await screen.findByRole('button', { name: 'File an expense request' }, { timeout: 15_000 }))
    const form = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    await form.findByRole('button', { name: 'File expense request' })
    await userEvent.click(await screen.findByRole('combobox', { name: 'Request type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Item' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), 'Standing desk')
    await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), '3200')
    setOffline(true)
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))

    expect(await screen.findByText(NOT_KEPT_MESSAGE, {}, { timeout: 8000 })).toBeTruthy()
    expect((form.getByRole('textbox', { name: 'Item name' }) as HTMLInputElement).value).toBe('Standing desk')
    expect(screen.queryByRole('list', { name: 'Expense requests kept on this phone' })).toBeNull()
  })
})
