import { http, HttpResponse } from 'msw'
import { apiUrl, envelope } from './auth-api-server'

/**
 * GET /notifications/unread-count answered with none, for tests of other things that render the
 * signed-in shell with no mock backend: the header's bell asks for it once the page is idle.
 */
export const unreadNotificationsStub = http.get(apiUrl('/notifications/unread-count'), () =>
  HttpResponse.json(envelope({ count: 0 }, 'Your unread notifications.')),
)
