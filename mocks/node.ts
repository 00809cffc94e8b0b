import { setupServer } from 'msw/node'
import { takeContractViolations } from './adapter'
import { control } from './control-api/index'
import { handlers } from './handlers'

/**
 * The mock in Node (Vitest, scripts): the same handlers as the browser's service worker, answering
 * fetch() in this process. Nothing is persisted. Tests usually go through mocks/test/ instead.
 */
export const server = setupServer(...handlers)

export { control, takeContractViolations }

/** A fresh start: seeded data, real time, no latency, no pending failure. */
export async function resetMockBackend(): Promise<void> {
  takeContractViolations()
  await control.resetDatabase()
}
