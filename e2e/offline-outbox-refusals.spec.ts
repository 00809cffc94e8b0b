import { contract } from '@contract'
import { personas } from '@mocks/seed/personas'
import { expect, test } from './fixtures'
import { freeWorkingDays, chooseType, pickRange, takenDates } from './support/leave-form'
import { landingHeadline } from './support/landing'
import { expenseCount, fillItem, KEPT_TOAST, keptList, openExpenses, shown, signedInFetch } from './support/outbox'
import { signInAs } from './support/session'
import { chooseFromAccountMenu } from './support/shell'

// The outbox's harder journeys in a real browser (docs/product/offline.md, decision 68): an answer lost after the
// server saved the request, a request refused when it is finally sent, and Sign Out with a request waiting.

test.use({ persona: 'regular' })

const MINUTE = 60_000
const SENT = 'Your expense request, kept on this phone, was sent.'

test('a request whose answer was lost is kept, and sent again with its key when the line is back: one record', async ({
  page,
  context,
  mock,
}) => {
  const before = await openExpenses(page)
  const form = await fillItem(page, 'Label printer')
  // The server saves it, then the line drops before its answer comes.
  await mock.failNext('answer-lost')
  await form.getByRole('button', { name: 'File expense request' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText(KEPT_TOAST)).toBeVisible()
  await expect(keptList(page).getByText('Item: Label printer, ₱3,200.00 PHP')).toBeVisible()
  await expect(keptList(page).getByText('Waiting to send')).toBeVisible()
  expect(await expenseCount(page), 'saved before its answer was lost').toBe(before + 1)

  // The line is back minutes later: past the 10 seconds in which a repeat without a key files nothing new.
  await mock.advanceClock(5 * MINUTE)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByText(SENT)).toBeVisible()
  await expect(keptList(page)).toHaveCount(0)
  expect(await expenseCount(page)).toBe(before + 1)
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${before + 1}`)
})

test('a leave kept offline and refused when sent, its day taken meanwhile on another device: Not sent with the server’s message, and Edit shows the error under the dates', async ({
  page,
  context,
  mock,
}) => {
  await page.goto('/leave')
  await expect(shown(page)).toBeVisible()
  const [first, second] = freeWorkingDays((await mock.clock()).manila_date, await takenDates(page), 2)
  await page.getByRole('button', { name: 'Request leave' }).click()
  const form = page.getByRole('dialog', { name: 'Request leave' })
  await chooseType(form, page, 'Vacation Leave')
  await pickRange(form, page, first!, second!)
  await form.getByRole('textbox', { name: 'Reason' }).fill('Family reunion in Iloilo.')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'File leave request' }).click()
  await expect(form).toBeHidden()
  const kept = keptList(page, 'Leave requests')
  await expect(kept.getByText('Waiting to send')).toBeVisible()

  // Meanwhile, on her laptop, she files a sick leave on the first of those days (the test's call reaches the mock
  // in the page while the phone's browser is offline; the app itself does not try).
  const elsewhere = await signedInFetch(page, contract.leave.create.path, {
    method: 'POST',
    form: { type: 'sick', date_started: first!, date_finished: first!, reason: 'Check-up.' },
  })
  expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201)

  await context.setOffline(false)
  await expect(kept.getByText('Not sent')).toBeVisible()
  const overlap = /These dates overlap your sick leave on .+ \(pending\)\./
  await expect(kept.getByText(/^Not accepted when sent: /)).toHaveText(
    new RegExp(`^Not accepted when sent: ${overlap.source}$`),
  )
  await expect(page.getByText(/^Your leave request, kept on this phone, was not accepted: /)).toBeVisible()
  await kept.getByRole('button', { name: /^Edit Vacation Leave/ }).click()
  await expect(form.locator('[id$="-dates-error"]')).toHaveText(overlap)
  await expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Family reunion in Iloilo.')
})

test('Sign Out with a request waiting asks first; kept, it is sent when she signs in again: one record', async ({
  page,
  mock,
}) => {
  const before = await openExpenses(page)
  const form = await fillItem(page, 'Desk lamp')
  // The line drops while the browser still says it is online: the filing gets no answer.
  await mock.setOffline(true)
  await form.getByRole('button', { name: 'File expense request' }).click()
  await expect(form).toBeHidden()
  await expect(keptList(page).getByText('Waiting to send')).toBeVisible()
  await chooseFromAccountMenu(page, personas.regular.full_name, 'Sign Out')
  const ask = page.getByRole('alertdialog', { name: 'Sign out with requests not sent?' })
  await expect(ask.getByText(/^1 request waits on this phone to be sent\./)).toBeVisible()
  await ask.getByRole('button', { name: 'Keep and sign out' }).click()
  await expect(landingHeadline(page)).toBeVisible()

  await mock.setOffline(false)
  await signInAs(page, personas.regular, '/item')
  await expect(page.getByText(SENT)).toBeVisible()
  await expect(keptList(page)).toHaveCount(0)
  expect(await expenseCount(page)).toBe(before + 1)
})
