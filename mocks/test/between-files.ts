import { beforeAll } from 'vitest'
import * as clock from '../clock'
import { resetControlState } from '../injected-faults'

// Test files share one module graph per worker (vite.config.ts, decision 25): each file
// starts with the mock's clock and injected conditions as a fresh process would have them, whatever
// the file before it left. Files that use the mock server reseed before each test (use-mock-server.ts).
beforeAll(() => {
  clock.reset()
  resetControlState()
})
