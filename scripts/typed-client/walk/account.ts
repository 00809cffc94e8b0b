import { JOSE, MARIA, NEW_PASSWORD, PASSWORD, RAMON, totp } from './fixtures'
import type { Walker } from './walker'

/** Sign-up of a new company: the e-mailed code, the admin, then the company. */
export async function signUpACompany({ client, call, form, latestCode }: Walker): Promise<void> {
  const newAdmin = `typed.client.${Date.now()}@example.ph`
  const path = '/api/v1/employee/signup/verify-email' as const
  await call('POST', path, client.POST(path, { body: { email: newAdmin }, bodySerializer: form('POST', path) }))
  const code = await latestCode(newAdmin)
  const verifyCode = '/api/v1/employee/signup/verify-code' as const
  const verified = await call(
    'POST',
    verifyCode,
    client.POST(verifyCode, { body: { email: newAdmin, code }, bodySerializer: form('POST', verifyCode) }),
  )
  const signupToken = verified?.data?.data.signup_token ?? ''
  const registerAdmin = '/api/v1/employee/signup/register-admin' as const
  const admin = await call(
    'POST',
    registerAdmin,
    client.POST(registerAdmin, {
      body: { email: newAdmin, full_name: 'Typed Client', password: NEW_PASSWORD, signup_token: signupToken },
      bodySerializer: form('POST', registerAdmin),
    }),
  )
  const registerCompany = '/api/v1/employee/signup/{adminId}/register-company' as const
  await call(
    'POST',
    registerCompany,
    client.POST(registerCompany, {
      params: { path: { adminId: admin?.data?.data.id ?? 0 } },
      body: {
        company_name: 'Typed Client Trading',
        company_address: '1 Ayala Avenue, Makati City, 1226 Metro Manila',
        company_industry: 'software_and_saas',
        company_size: 'one_ten_employees',
        signup_token: signupToken,
      },
      bodySerializer: form('POST', registerCompany),
    }),
  )
}

/** Two-factor, set up and turned off again; then the password, changed; the token refreshed; signed out. */
export async function twoFactorAndPassword({ client, call, form, useToken, token }: Walker): Promise<void> {
  const generated = await call('GET', '/api/v1/employee/2fa/generate', client.GET('/api/v1/employee/2fa/generate'))
  const secret = generated?.data?.data.secret ?? ''
  await call(
    'POST',
    '/api/v1/employee/2fa/enable',
    client.POST('/api/v1/employee/2fa/enable', {
      body: { code: totp(secret) },
      bodySerializer: form('POST', '/api/v1/employee/2fa/enable'),
    }),
  )
  await call('GET', '/api/v1/employee/2fa/recovery-codes', client.GET('/api/v1/employee/2fa/recovery-codes'))
  await call(
    'POST',
    '/api/v1/employee/2fa/recovery-codes',
    client.POST('/api/v1/employee/2fa/recovery-codes', {
      body: { password: PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/2fa/recovery-codes'),
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/2fa/disable',
    client.POST('/api/v1/employee/2fa/disable', {
      body: { password: PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/2fa/disable'),
    }),
  )
  await call(
    'PATCH',
    '/api/v1/employee/profile/password',
    client.PATCH('/api/v1/employee/profile/password', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  )
  const refreshed = await call('POST', '/api/v1/employee/auth/refresh', client.POST('/api/v1/employee/auth/refresh'))
  useToken(refreshed?.data?.data.token ?? token())
  await call('POST', '/api/v1/employee/auth/logout', client.POST('/api/v1/employee/auth/logout'))
}

/** Jose has two-factor on: the login's second step. */
export async function twoFactorLogin({ client, call, form, control, useToken }: Walker): Promise<void> {
  useToken(null)
  const path = '/api/v1/employee/auth/login'
  const login = await call(
    'POST',
    path,
    client.POST(path, { body: { email: JOSE, password: PASSWORD }, bodySerializer: form('POST', path) }),
  )
  const data = login?.data?.data
  const userId = data && 'user_id' in data ? data.user_id : 0
  const code = String(await control('/totp', { query: { email: JOSE } }))
  const verify = '/api/v1/employee/auth/verify-otp' as const
  await call(
    'POST',
    verify,
    client.POST(verify, { body: { user_id: String(userId), code }, bodySerializer: form('POST', verify) }),
  )
}

/** A person who is HR manager and employee switches to the admin application. */
export async function switchToAdmin({ client, call }: Walker): Promise<void> {
  await call('POST', '/api/v1/employee/switch-account', client.POST('/api/v1/employee/switch-account'))
}

/** A new hire goes through onboarding, step by step. */
export async function onboarding({ client, call, form }: Walker): Promise<void> {
  await call('GET', '/api/v1/employee/onboarding', client.GET('/api/v1/employee/onboarding'))
  await call(
    'POST',
    '/api/v1/employee/onboarding/personal-info',
    client.POST('/api/v1/employee/onboarding/personal-info', {
      body: {
        first_name: 'Kristine',
        last_name: 'Mendoza',
        middle_name: 'Reyes',
        birthdate: '1998-04-12',
        gender: 'female',
        civil_status: 'single',
        complete_address: '12 Mabini Street, Barangay San Roque, Quezon City, 1109 Metro Manila',
        contact_no: '+639171234567',
        alternative_email: '',
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/personal-info'),
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/onboarding/emergency-contacts',
    client.POST('/api/v1/employee/onboarding/emergency-contacts', {
      body: {
        'contacts[0][name]': 'Lorna Mendoza',
        'contacts[0][relationship]': 'parent',
        'contacts[0][contact_no]': '+639181234567',
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/emergency-contacts'),
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/onboarding/bank-information',
    client.POST('/api/v1/employee/onboarding/bank-information', {
      body: {
        'banks[0][bank_name]': 'bdo',
        'banks[0][account_name]': 'Kristine R. Mendoza',
        'banks[0][account_no]': '001234567890',
        primary_bank_index: 0,
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/bank-information'),
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/onboarding/social-benefits',
    client.POST('/api/v1/employee/onboarding/social-benefits', {
      body: { philhealth: '123456789012', pagibig: '123456789012', sss: '1234567890', tin: '123456789000' },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/social-benefits'),
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/onboarding/account-settings',
    client.POST('/api/v1/employee/onboarding/account-settings', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/account-settings'),
    }),
  )
}

/** Ramon forgot his password: the e-mailed code, then the reset. */
export async function passwordReset({ client, call, form, latestCode, useToken }: Walker): Promise<void> {
  useToken(null)
  const forgot = '/api/v1/employee/auth/forgot-password' as const
  await call('POST', forgot, client.POST(forgot, { body: { email: RAMON }, bodySerializer: form('POST', forgot) }))
  const code = await latestCode(RAMON)
  const verify = '/api/v1/employee/auth/reset/verify-otp' as const
  const verified = await call(
    'POST',
    verify,
    client.POST(verify, { body: { email: RAMON, code }, bodySerializer: form('POST', verify) }),
  )
  const reset = '/api/v1/employee/auth/reset-password' as const
  await call(
    'POST',
    reset,
    client.POST(reset, {
      body: {
        email: RAMON,
        token: verified?.data?.data.token ?? '',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      bodySerializer: form('POST', reset),
    }),
  )
}

/**
 * Maria signs in a second time: the first session is listed and signed out from the second, then a
 * third sign-in signs out every other session.
 */
export async function sessionsAndDevices({ client, call, blocked, signIn }: Walker): Promise<void> {
  await signIn(MARIA)
  const listed = await call('GET', '/api/v1/employee/sessions', client.GET('/api/v1/employee/sessions'))
  const elsewhere = listed?.data?.data.find((session) => !session.current)
  if (elsewhere)
    await call(
      'DELETE',
      '/api/v1/employee/sessions/{id}',
      client.DELETE('/api/v1/employee/sessions/{id}', { params: { path: { id: elsewhere.id } } }),
    )
  else blocked('DELETE', '/api/v1/employee/sessions/{id}', 'another signed-in session in the list')
  await signIn(MARIA)
  await call(
    'POST',
    '/api/v1/employee/sessions/sign-out-others',
    client.POST('/api/v1/employee/sessions/sign-out-others'),
  )
}
