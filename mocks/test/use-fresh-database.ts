import { afterEach, beforeEach } from 'vitest'
import { resetMockBackend } from '../node'

/** For rule tests that need no HTTP: a freshly seeded database and real time around each test. */
export function useFreshDatabase(): void {
  beforeEach(() => resetMockBackend())
  afterEach(() => resetMockBackend())
}
