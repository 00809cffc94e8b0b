import { env } from '@/config/env'
import { createApiClient } from './create-api-client'

/** THE API client of the app: components and features call the API through this, never fetch. */
export const { client: api, refreshAccessToken } = createApiClient({ baseUrl: env.VITE_API_BASE_URL })
