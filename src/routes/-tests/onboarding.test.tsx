import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { loginAs } from '@mocks/test/login-as'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'
import { sessionCredentials } from '@/session/session-credentials'
import { sessionStore } from '@/session/session-store'
import { arrivesAt, errorsUnder } from '@/test/screen-queries'

// /onboard against the real mock. Kristine Mendoza (the onboarding persona) saved her personal
// information before (mocks/seed/employee-records.ts): every visit resumes at emergency contacts.
runMockServerAroundEachTest()
seedOnMonday23November()

const currentSession = signInEachTest('onboarding')

const NEW_PASSWORD = 'Sampaguita-Garden-Path-42'
const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`

/** What HTML lets a <label for> name. */
const LABELABLE = 'button, input:not([type=hidden]), meter, output, progress, select, textarea'

async function openOnboarding() {
  const view = renderApp('/onboard')
  // The first visit loads the page's chunks, which takes a few seconds on two cores.
  await screen.findByRole('list', { name: 'Onboarding steps' }, { timeout: 15_000 })
  return view
}

/** The step on screen (the others are mounted but hidden). */
const step = (name: string) => within(screen.getByRole('region', { name }))
const currentStep = () => screen.getByRole('listitem', { current: 'step' })
const stepsSaying = (state: string) =>
  within(screen.getByRole('list', { name: 'Onboarding steps' }))
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.endsWith(state))
    // The circle's number is decoration (aria-hidden); the name follows it.
    .map((item) => item.textContent?.replace(/^\d/, '').replace(/, .*$/, ''))
const entry = (name: string) => within(screen.getByRole('group', { name }))
const textbox = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement

/** Replaces what a field holds, pasted in one go (typing key by key costs seconds on busy cores). */
async function replaceText(control: HTMLElement, text: string) {
  await userEvent.clear(control)
  if (text === '') return
  await userEvent.click(control)
  await userEvent.paste(text)
}

async function next(stepName: string, label = 'Next') {
  await userEvent.click(step(stepName).getByRole('button', { name: label }))
}

async function fillContact(name: string, fields: { name: string; relationship: string; contact_no: string }) {
  await replaceText(textbox(entry(name), 'Name'), fields.name)
  await replaceText(textbox(entry(name), 'Relationship'), fields.relationship)
  await replaceText(textbox(entry(name), 'Contact number'), fields.contact_no)
}

async function fillAccount(name: string, fields: { bank_name: string; account_name: string; account_no: string }) {
  await replaceText(textbox(entry(name), 'Bank'), fields.bank_name)
  await replaceText(textbox(entry(name), 'Account name'), fields.account_name)
  await replaceText(textbox(entry(name), 'Account number'), fields.account_no)
}

describe('/onboard: resuming and the step indicator', { timeout: 30_000 }, () => {
  it('resumes at the first unfinished step, saying what is done, and Back shows what was saved', async () => {
    await openOnboarding()
    expect(currentStep().textContent).toContain('Emergency contacts')
    expect(stepsSaying('Done')).toEqual(['Personal information'])
    expect(stepsSaying('To do')).toEqual(['Bank information', 'Social benefits', 'Account settings'])
    expect(screen.getByRole('heading', { level: 2, name: 'Emergency contacts' })).toBeTruthy()

    await userEvent.click(step('Emergency contacts').getByRole('button', { name: 'Back' }))
    expect(currentStep().textContent).toContain('Personal information')
    const personal = step('Personal information')
    expect(textbox(personal, 'First name').value).toBe('Kristine')
    expect(textbox(personal, 'Last name').value).toBe('Mendoza')
    // Focus follows the step, so a screen reader hears where it is.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Personal information' }))
  })

  it('resumes further on another visit once more steps are saved, with the saved entries', async () => {
    await currentSession().client.onboarding.saveEmergencyContacts({
      body: { contacts: [{ name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '+639171234567' }] },
    })
    await openOnboarding()
    expect(currentStep().textContent).toContain('Bank information')
    expect(stepsSaying('Done')).toEqual(['Personal information', 'Emergency contacts'])
    await userEvent.click(step('Bank information').getByRole('button', { name: 'Back' }))
    expect(textbox(entry('Contact 1'), 'Name').value).toBe('Rosario Mendoza')
    expect(textbox(entry('Contact 1'), 'Contact number').value).toBe('917 123 4567')
  })

  it('says so, with Retry, when what was saved cannot be read', async () => {
    server.use(
      http.get(apiUrl('/onboarding'), () =>
        HttpResponse.json({ message: 'Down', data: null, errors: null }, { status: 503 }),
      ),
    )
    renderApp('/onboard')
    const title = await screen.findByRole('heading', { name: 'We could not load your onboarding' }, { timeout: 15_000 })
    expect(title.closest('[role=alert]')?.textContent).toContain('Down')
    // Still held on /onboard: no sidebar to leave by.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Onboarding steps' }, { timeout: 10_000 })).toBeTruthy()
  })
})

describe('/onboard: personal information', { timeout: 30_000 }, () => {
  it('names the gender group by its label, and points every <label for> at a control a label can name', async () => {
    await openOnboarding()
    await userEvent.click(step('Emergency contacts').getByRole('button', { name: 'Back' }))
    const gender = step('Personal information').getByRole('radiogroup', { name: 'Gender' })
    expect(within(gender).getAllByRole('radio').length).toBeGreaterThan(1)
    // Every step is mounted (the others hidden): this looks at all of them.
    const labels = [...document.querySelectorAll('label[for]')]
    expect(labels.length).toBeGreaterThan(10)
    const notLabelable = labels
      .map((label) => ({ text: label.textContent, target: document.getElementById(label.getAttribute('for') ?? '') }))
      .filter(({ target }) => !target?.matches(LABELABLE))
      .map(({ text, target }) => `${text} -> ${target?.tagName ?? 'nothing'}`)
    expect(notLabelable).toEqual([])
  })
  it('refuses missing required fields and saves with every optional field, the photo included, left empty', async () => {
    await openOnboarding()
    await userEvent.click(step('Emergency contacts').getByRole('button', { name: 'Back' }))
    const personal = step('Personal information')
    await replaceText(textbox(personal, 'First name'), '')
    await replaceText(textbox(personal, 'Middle name (optional)'), '')
    await replaceText(textbox(personal, 'Alternative e-mail (optional)'), 'not-an-email')
    await next('Personal information')
    expect(errorsUnder(textbox(personal, 'First name'))).toEqual(['The first name field is required.'])
    expect(errorsUnder(textbox(personal, 'Alternative e-mail (optional)'))).toEqual([
      'The email field must be a valid email address.',
    ])
    expect(currentStep().textContent).toContain('Personal information')

    await replaceText(textbox(personal, 'First name'), 'Kristine Joy')
    await replaceText(textbox(personal, 'Alternative e-mail (optional)'), '')
    await next('Personal information')
    await waitFor(() => expect(currentStep().textContent).toContain('Emergency contacts'))
    expect(await screen.findByText('Your personal information was saved.')).toBeTruthy()
    // The header follows the new legal name.
    await waitFor(() => expect(sessionStore.getState().user?.full_name).toBe('Kristine Joy Mendoza'))
    expect((await currentSession().client.onboarding.get()).body).toMatchObject({
      data: { personal_info: { first_name: 'Kristine Joy', middle_name: null, alternative_email: null } },
    })
  })
})

describe('/onboard: what a person types is sent in its clean form', { timeout: 30_000 }, () => {
  it('saves a name typed with spaces around it and a number pasted as +63 917 555 1234', async () => {
    await openOnboarding()
    await userEvent.click(step('Emergency contacts').getByRole('button', { name: 'Back' }))
    const personal = step('Personal information')
    await replaceText(textbox(personal, 'First name'), '  Kristine Joy ')
    await replaceText(textbox(personal, 'Contact number'), '+63 917 555 1234')
    await next('Personal information')
    await waitFor(() => expect(currentStep().textContent).toContain('Emergency contacts'))
    expect((await currentSession().client.onboarding.get()).body).toMatchObject({
      data: { personal_info: { first_name: 'Kristine Joy', contact_no: '+639175551234' } },
    })
  })
})

describe('/onboard: emergency contacts', { timeout: 30_000 }, () => {
  it('refuses empty and malformed contacts, and removing one clears its errors while the others keep theirs', async () => {
    await openOnboarding()
    const contacts = step('Emergency contacts')
    // The only contact cannot go.
    expect(contacts.queryByRole('button', { name: 'Remove contact 1' })).toBeNull()
    await userEvent.click(contacts.getByRole('button', { name: 'Add a contact' }))
    await fillContact('Contact 2', { name: 'Noel Mendoza', relationship: '', contact_no: '917123' })
    await next('Emergency contacts')
    expect(errorsUnder(textbox(entry('Contact 1'), 'Name'))).toEqual(['The name field is required.'])
    expect(errorsUnder(textbox(entry('Contact 2'), 'Relationship'))).toEqual(['The relationship field is required.'])
    expect(errorsUnder(textbox(entry('Contact 2'), 'Contact number'))).toEqual([
      'Enter a Philippine mobile number: +63 9XX XXX XXXX.',
    ])

    await userEvent.click(contacts.getByRole('button', { name: 'Remove contact 1' }))
    expect(contacts.queryByRole('group', { name: 'Contact 2' })).toBeNull()
    // Noel is contact 1 now, with his own errors and no one else's.
    expect(textbox(entry('Contact 1'), 'Name').value).toBe('Noel Mendoza')
    expect(errorsUnder(textbox(entry('Contact 1'), 'Name'))).toEqual([])
    expect(errorsUnder(textbox(entry('Contact 1'), 'Relationship'))).toEqual(['The relationship field is required.'])

    // Once submitted, a corrected field lets its error go as it is typed.
    await replaceText(textbox(entry('Contact 1'), 'Relationship'), 'Father')
    await replaceText(textbox(entry('Contact 1'), 'Contact number'), '9189876543')
    for (const label of ['Name', 'Relationship', 'Contact number'])
      await waitFor(() => expect(errorsUnder(textbox(entry('Contact 1'), label))).toEqual([]))
  })

  it('adds up to five, then shows the server’s errors under the contact they name', async () => {
    await openOnboarding()
    const contacts = step('Emergency contacts')
    for (let added = 1; added < 5; added += 1)
      await userEvent.click(contacts.getByRole('button', { name: 'Add a contact' }))
    expect(contacts.getByRole('button', { name: 'Add a contact' })).toHaveProperty('disabled', true)
    expect(contacts.getByText('You have added the most contacts we keep (5).')).toBeTruthy()
    for (let index = 5; index > 2; index -= 1)
      await userEvent.click(contacts.getByRole('button', { name: `Remove contact ${index}` }))

    await fillContact('Contact 1', { name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '9171234567' })
    await fillContact('Contact 2', { name: 'Noel Mendoza', relationship: 'Father', contact_no: '9189876543' })
    server.use(
      http.post(apiUrl('/onboarding/emergency-contacts'), () =>
        HttpResponse.json(
          {
            message: 'This number is already another contact’s.',
            data: null,
            errors: { 'contacts.1.contact_no': ['This number is already another contact’s.'] },
          },
          { status: 422 },
        ),
      ),
    )
    await next('Emergency contacts')
    await waitFor(() =>
      expect(errorsUnder(textbox(entry('Contact 2'), 'Contact number'))).toEqual([
        'This number is already another contact’s.',
      ]),
    )
    expect(errorsUnder(textbox(entry('Contact 1'), 'Contact number'))).toEqual([])
    server.resetHandlers()

    // Editing the field lets its server error go; the step then saves.
    await replaceText(textbox(entry('Contact 2'), 'Contact number'), '9189876544')
    expect(errorsUnder(textbox(entry('Contact 2'), 'Contact number'))).toEqual([])
    await next('Emergency contacts')
    await waitFor(() => expect(currentStep().textContent).toContain('Bank information'))
    expect(stepsSaying('Done')).toEqual(['Personal information', 'Emergency contacts'])
  })

  it('keeps a draft of the step in progress through a forced logout, given back at the next login', async () => {
    const view = await openOnboarding()
    await fillContact('Contact 1', { name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '' })
    act(() => sessionCredentials.clear('Your session has expired. Please log in again.'))
    view.unmount()

    const again = await loginAs('onboarding')
    sessionStore.signIn({ user: again.user, token: again.token, userType: 'employee' })
    queryClient.clear()
    await openOnboarding()
    expect(currentStep().textContent).toContain('Emergency contacts')
    expect(textbox(entry('Contact 1'), 'Name').value).toBe('Rosario Mendoza')
    expect(textbox(entry('Contact 1'), 'Relationship').value).toBe('Mother')
  })
})

describe('/onboard: bank information', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await currentSession().client.onboarding.saveEmergencyContacts({
      body: { contacts: [{ name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '+639171234567' }] },
    })
  })

  it('saves the primary account chosen; removing an account clears its errors and keeps the choice on its account', async () => {
    await openOnboarding()
    const banks = step('Bank information')
    // A new account is in the legal name until the person says otherwise.
    expect(textbox(entry('Account 1'), 'Account name').value).toBe('Kristine Mendoza')
    await userEvent.click(banks.getByRole('button', { name: 'Add an account' }))
    await userEvent.click(banks.getByRole('button', { name: 'Add an account' }))
    expect(banks.getByRole('button', { name: 'Add an account' })).toHaveProperty('disabled', true)
    await fillAccount('Account 1', { bank_name: 'BDO Unibank', account_name: 'Kristine Mendoza', account_no: '12345' })
    await fillAccount('Account 3', { bank_name: 'BPI', account_name: 'Kristine Mendoza', account_no: '3456789012' })
    await userEvent.click(banks.getByRole('radio', { name: 'BPI ending in 9012' }))
    await next('Bank information')
    expect(errorsUnder(textbox(entry('Account 1'), 'Account number'))).toEqual([
      'The account number must be 10 to 16 digits.',
    ])
    expect(errorsUnder(textbox(entry('Account 2'), 'Bank'))).toEqual(['The bank name field is required.'])

    await userEvent.click(banks.getByRole('button', { name: 'Remove account 2' }))
    // BPI moved up to account 2 and is still the primary one.
    expect(textbox(entry('Account 2'), 'Bank').value).toBe('BPI')
    expect(banks.getByRole('radio', { name: 'BPI ending in 9012' })).toHaveProperty('ariaChecked', 'true')
    expect(errorsUnder(textbox(entry('Account 2'), 'Bank'))).toEqual([])
    expect(errorsUnder(textbox(entry('Account 1'), 'Account number'))).toEqual([
      'The account number must be 10 to 16 digits.',
    ])

    await replaceText(textbox(entry('Account 1'), 'Account number'), '001234567890')
    await next('Bank information')
    await waitFor(() => expect(currentStep().textContent).toContain('Social benefits'))
    const saved = await currentSession().client.onboarding.get()
    expect(saved.body).toMatchObject({
      data: {
        bank_accounts: [
          { bank_name: 'BDO Unibank', account_no: '001234567890', is_primary: false },
          { bank_name: 'BPI', account_no: '3456789012', is_primary: true },
        ],
      },
    })
  })
})

describe('/onboard: social benefits and account settings', { timeout: 40_000 }, () => {
  beforeEach(async () => {
    const { client } = currentSession()
    await client.onboarding.saveEmergencyContacts({
      body: { contacts: [{ name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '+639171234567' }] },
    })
    await client.onboarding.saveBankInformation({
      body: {
        banks: [{ bank_name: 'BDO Unibank', account_name: 'Kristine Mendoza', account_no: '001234567890' }],
        primary_bank_index: 0,
      },
    })
  })

  it('types the numbers through their masks, naming the format of a short one', async () => {
    await openOnboarding()
    const benefits = step('Social benefits')
    const philhealth = textbox(benefits, 'PhilHealth number')
    expect(philhealth.getAttribute('inputmode')).toBe('numeric')
    expect(benefits.getByText(/^Format 00-000000000-0 \(12 digits\)/)).toBeTruthy()
    await replaceText(philhealth, '12000012')
    await replaceText(textbox(benefits, 'Pag-IBIG MID number'), 'abc1212-1234-5678')
    await replaceText(textbox(benefits, 'SSS number'), '3412345678')
    await replaceText(textbox(benefits, 'TIN'), '123456789000')
    expect(textbox(benefits, 'Pag-IBIG MID number').value).toBe('1212-1234-5678')
    expect(textbox(benefits, 'TIN').value).toBe('123-456-789-000')
    await next('Social benefits')
    expect(errorsUnder(philhealth)).toEqual(['The PhilHealth number must be 12 digits.'])

    await replaceText(philhealth, '120000123456')
    await next('Social benefits')
    await waitFor(() => expect(currentStep().textContent).toContain('Account settings'))
    expect((await currentSession().client.onboarding.get()).body).toMatchObject({
      data: { social_benefits: { philhealth: '120000123456', pagibig: '121212345678', tin: '123456789000' } },
    })
  })

  it('lists the password’s failed rules numbered, refuses a wrong current one, then completes onboarding', async () => {
    await currentSession().client.onboarding.saveSocialBenefits({
      body: { philhealth: '120000123456', pagibig: '121212345678', sss: '3412345678', tin: '123456789' },
    })
    const { router } = await openOnboarding()
    const settings = step('Account settings')
    const password = (label: string) => textbox(settings, label)
    await replaceText(password('Current password'), DEMO_PASSWORD)
    await replaceText(password('New password'), ' short')
    await replaceText(password('Confirm new password'), ' shor')
    await next('Account settings', 'Complete onboarding')
    expect(errorsUnder(password('New password'))).toEqual([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
    expect(errorsUnder(password('Confirm new password'))).toEqual(['The password confirmation does not match.'])

    await replaceText(password('Current password'), 'not-my-password')
    await replaceText(password('New password'), NEW_PASSWORD)
    await replaceText(password('Confirm new password'), NEW_PASSWORD)
    await next('Account settings', 'Complete onboarding')
    await waitFor(() =>
      expect(errorsUnder(password('Current password'))).toEqual(['The current password is incorrect.']),
    )
    expect(sessionStore.getState().user?.is_onboard).toBe(true)

    await replaceText(password('Current password'), DEMO_PASSWORD)
    await next('Account settings', 'Complete onboarding')
    await arrivesAt(router, '/dashboard')
    expect(await screen.findByText('Welcome aboard! Your onboarding is complete.')).toBeTruthy()
    expect(sessionStore.getState().user?.is_onboard).toBe(false)
    // The full menu: the sidebar is back.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
  })
})
