import type { ApiCredentials } from '@/lib/api'
import { authStore } from './auth-store'

/** How the API client reaches the session: connected once at start-up (src/app/connect-api.ts). */
export const authCredentials: ApiCredentials = {
  getToken: () => authStore.getState().token,
  saveToken: (token) => authStore.updateToken(token),
  clear: (reason) => authStore.signOut(reason),
}
