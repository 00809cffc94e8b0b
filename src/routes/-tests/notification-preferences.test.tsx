import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { queryClient } from '@/app/query-client'
import { renderPage } from '@/app/testing/render-app'
import { errorsUnder } from '@/test/screen-queries'
import { signInEachTest } from '@/test/signed-in'

runMockServerAroundEachTest()

const session = signInEachTest('regular')

const PREFERENCES_URL = '*/api/v1/employee/notification-preferences'

async function openNotifications() {
  const view = await renderPage('/settings', 'Account Settings')
  const section = await screen.findByRole('region', { name: 'Notifications' })
  const table = await within(section).findByRole('table', { name: 'Which notifications reach you, by channel' })
  return { view, section, table }
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name })
const isChecked = (name: string) => checkbox(name).getAttribute('aria-checked') === 'true'

describe('Account Settings: notification preferences', () => {
  it('shows every topic by channel, with security notices fixed on', async () => {
    const { table } = await openNotifications()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Notification', 'In the app', 'E-mail', 'Push'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual([
      'Leave request approved or denied',
      'Leave cancellation approved or denied',
      'Leave starting tomorrow',
      'Expense request approved or denied',
      'Expense cancellation approved or denied',
      'Certificate of employment approved or denied',
      'Certificate cancellation approved or denied',
      'Correction approved or denied',
      'Payslip published',
      'Your data ready to download',
      'Security notices',
    ])
    // Every channel of every topic until the person chooses.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(33)
    expect(isChecked('E-mail for Payslip published')).toBe(true)

    for (const channel of ['In the app', 'E-mail', 'Push']) {
      const security = checkbox(`${channel} for Security notices`)
      expect(security).toHaveProperty('disabled', true)
      expect(security.getAttribute('aria-checked')).toBe('true')
      expect(security.getAttribute('aria-describedby')).toBeTruthy()
      expect(document.getElementById(security.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Security notices always reach you.',
      )
    }
  })

  it('saves a change to the server, and it is there on the next visit', async () => {
    const { view } = await openNotifications()
    // Meanwhile, on another device: a topic this page leaves alone keeps what was chosen there.
    await session().client.notifications.updatePreferences({
      body: { leave_decided: { in_app: true, email: false, push: true } },
    })
    await userEvent.click(checkbox('E-mail for Payslip published'))
    await userEvent.click(checkbox('Push for Leave starting tomorrow'))
    expect(isChecked('E-mail for Payslip published')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }))
    expect(await screen.findByText('Your notification preferences are saved.')).toBeTruthy()

    const saved = await session().client.notifications.preferences()
    expect(saved.status).toBe(200)
    if (saved.status !== 200) return
    expect(saved.body.data.payslip_published).toEqual({ in_app: true, email: false, push: true })
    expect(saved.body.data.leave_starting).toEqual({ in_app: true, email: true, push: false })
    expect(saved.body.data.leave_decided).toEqual({ in_app: true, email: false, push: true })

    // A reload: nothing cached, the page reads the server again.
    view.unmount()
    queryClient.clear()
    await openNotifications()
    expect(isChecked('E-mail for Payslip published')).toBe(false)
    expect(isChecked('Push for Leave starting tomorrow')).toBe(false)
    expect(isChecked('In the app for Payslip published')).toBe(true)
  })

  it("shows the server's refusal in the topic's row and keeps what the person ticked", async () => {
    server.use(
      http.patch(
        PREFERENCES_URL,
        () =>
          HttpResponse.json(
            {
              message: 'The payslip published.email field must be true or false.',
              data: null,
              errors: { 'payslip_published.email': ['The payslip published.email field must be true or false.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    )
    await openNotifications()
    await userEvent.click(checkbox('E-mail for Payslip published'))
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }))

    const emailBox = checkbox('E-mail for Payslip published')
    await waitFor(() =>
      expect(errorsUnder(emailBox)).toEqual(['The payslip published.email field must be true or false.']),
    )
    expect(emailBox.getAttribute('aria-invalid')).toBe('true')
    expect(emailBox.getAttribute('aria-checked')).toBe('false')
    // The first field in error takes the focus, as in every form.
    expect(document.activeElement).toBe(emailBox)
    expect(screen.queryByText('Your notification preferences are saved.')).toBeNull()

    // Changing it again clears the server's message.
    await userEvent.click(emailBox)
    expect(errorsUnder(emailBox)).toEqual([])
  })

  it('says when the preferences cannot be read, and Retry reads them', async () => {
    server.use(
      http.get(
        PREFERENCES_URL,
        () => HttpResponse.json({ message: 'Service unavailable.', data: null, errors: null }, { status: 503 }),
        { once: true },
      ),
    )
    await renderPage('/settings', 'Account Settings')
    const section = await screen.findByRole('region', { name: 'Notifications' })
    const alert = await within(section).findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'We could not load your notification preferences' })).toBeTruthy()
    expect(within(alert).getByText('Service unavailable.')).toBeTruthy()
    // The rest of the page works without it.
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(section).findByRole('table')).toBeTruthy()
  })
})
