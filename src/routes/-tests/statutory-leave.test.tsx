import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'
import { chooseOption, pickDateRange } from '@/test/screen-queries'

// The leave form's statutory types against the real mock, seeded on Monday 23 November 2026: Maria Santos
// (female, a year of service, in a firm of 11-50) may take solo parent leave but not paternity leave.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

async function openForm() {
  renderApp('/leave')
  await screen.findByRole('heading', { level: 1, name: 'Leave Request', hidden: true }, { timeout: 15_000 })
  await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
  const form = within(await screen.findByRole('dialog', { name: 'Request leave' }))
  await form.findByRole('button', { name: 'File leave request' })
  return form
}

describe('/leave: the statutory leave types in the form', { timeout: 40_000 }, () => {
  it('explains the chosen type from the server: its help, limit and the document to attach', async () => {
    const form = await openForm()
    await chooseOption('Leave type', 'Solo Parent Leave (RA 11861)')
    expect(await form.findByText(/Up to 7 working days with pay a year for a solo parent/)).toBeTruthy()
    expect(form.getByText('Up to 7 working days a year.')).toBeTruthy()
    expect(form.getByText('Attach: Solo parent ID.')).toBeTruthy()
    expect(form.getByText('Required: solo parent ID.')).toBeTruthy()
    expect(form.getByText('Source: RA 11861 (Expanded Solo Parents Welfare Act).')).toBeTruthy()

    await chooseOption('Leave type', 'Leave for Victims of Violence (VAWC, RA 9262)')
    expect(
      await form.findByText(
        'Confidential: colleagues only see that you are away, and e-mails and notifications say “leave request”.',
      ),
    ).toBeTruthy()
  })

  it('says, behind a disclosure, which types cannot be chosen and why', async () => {
    const form = await openForm()
    const disclosure = await form.findByText('Why can’t I choose some leave types?')
    expect(screen.queryByRole('option', { name: 'Paternity Leave' })).toBeNull()
    await userEvent.click(disclosure)
    const list = within(form.getByRole('list', { name: 'Leave types you cannot choose' }))
    expect(list.getByText('Paternity Leave').closest('li')?.textContent).toBe(
      'Paternity Leave: Paternity leave is only for male employees (RA 8187).',
    )
    await userEvent.click(await screen.findByRole('combobox', { name: 'Leave type' }))
    expect(screen.queryByRole('option', { name: 'Paternity Leave' })).toBeNull()
    expect(screen.getByRole('option', { name: 'Special Leave for Women (RA 9710)' })).toBeTruthy()
  })

  it('shows the server’s refusal for a missing document under the attachments', async () => {
    const form = await openForm()
    await pickDateRange('2026-12-02', '2026-12-03')
    await chooseOption('Leave type', 'Solo Parent Leave (RA 11861)')
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'My son’s school recital.')
    await userEvent.click(form.getByRole('button', { name: 'File leave request' }))
    expect(await form.findByText('Attach your solo parent ID (RA 11861).', {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Request leave' })).toBeTruthy()
  })

  it('asks the maternity case, and the days given to the father for a live birth', async () => {
    const form = await openForm()
    await pickDateRange('2026-12-02', '2026-12-03')
    await chooseOption('Leave type', 'Maternity Leave')
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Our baby is due.')
    await userEvent.click(form.getByRole('button', { name: 'File leave request' }))
    expect(await form.findByText('Choose the maternity case.')).toBeTruthy()
    expect(form.queryByRole('spinbutton', { name: /Days given to the child's father/ })).toBeNull()
    await chooseOption('Maternity case', 'Live birth')
    expect(await form.findByRole('spinbutton', { name: /Days given to the child's father/ })).toBeTruthy()
  })
})
