import { http, HttpResponse } from 'msw'
import { regularDashboard } from '@/features/dashboard/testing/dashboard-fixtures'
import { apiUrl, envelope } from './auth-api-server'

/**
 * GET /dashboard answered with a regular employee's dashboard, for tests of other things (guards, the
 * shells' hand-over) that land on the dashboard with a made-up session and no mock backend.
 */
export const dashboardStub = http.get(apiUrl('/dashboard'), () =>
  HttpResponse.json(envelope(regularDashboard, 'Your dashboard.')),
)

/** The dashboard's greeting of a person, whatever the time of day: 'Good morning, Maria'. */
export const greetingOf = (firstName: string) => new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`)
