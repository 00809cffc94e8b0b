import { http, HttpResponse } from 'msw'
import { apiUrl, envelope } from './auth-api-server'

/**
 * GET /onboarding answered with a new hire's first visit (nothing saved), for tests of other things
 * (guards, the shell) that land on /onboard with a made-up session and no mock backend.
 */
export const onboardingStub = http.get(apiUrl('/onboarding'), () =>
  HttpResponse.json(
    envelope(
      { completed_steps: [], personal_info: null, emergency_contacts: [], bank_accounts: [], social_benefits: null },
      'Your onboarding so far.',
    ),
  ),
)
