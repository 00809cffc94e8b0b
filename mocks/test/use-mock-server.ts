import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { resetMockBackend, server, takeContractViolations } from '../node'

/**
 * Starts the Node mock for this test file: a freshly seeded database and real time before each test,
 * and after each test a failure if any answer broke the contract or any handler threw.
 */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    server.resetHandlers()
    await resetMockBackend()
  })
  afterEach(() => {
    expect(takeContractViolations(), 'answers outside the contract, or handlers that threw').toEqual([])
  })
  afterAll(() => server.close())
}
