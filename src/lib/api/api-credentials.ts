/**
 * Where the client finds the access token and how it ends a session. The auth feature provides
 * these (src/session/session-credentials.ts); the client does not know how they are stored.
 */
export type ApiCredentials = {
  getToken: () => string | null
  saveToken: (token: string) => void
  /**
   * The token as every tab of the app has it now: another tab may have refreshed it a moment ago,
   * before this tab heard. Adopts that token and answers it; otherwise answers getToken().
   */
  latestToken: () => string | null
  /** Clears the persisted session and cookie; `reason` (the server's words, or null) is for the next screen. */
  clear: (reason: string | null) => void
}

let credentials: ApiCredentials = {
  getToken: () => null,
  saveToken: () => {},
  latestToken: () => null,
  clear: () => {},
}

export function setApiCredentials(next: ApiCredentials): void {
  credentials = next
}

export const apiCredentials: ApiCredentials = {
  getToken: () => credentials.getToken(),
  saveToken: (token) => credentials.saveToken(token),
  latestToken: () => credentials.latestToken(),
  clear: (reason) => credentials.clear(reason),
}
