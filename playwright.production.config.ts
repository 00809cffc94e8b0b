import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './e2e/support/chromium'

// The production build in Chromium: what only it has, the installable app (docs/decisions/0030).
// Apart from playwright.config.ts, whose journeys run on the demo build and its in-browser mock.

// Its own port beside the demo suite's (E2E_PORT), so two suites and two worktrees keep apart.
const port = Number(process.env.E2E_PRODUCTION_PORT ?? Number(process.env.E2E_PORT ?? 5199) + 100)
// Built apart from dist/ (npm run build, npm run size): the update test rewrites the worker in here.
export const productionOutDir = `node_modules/.cache/e2e-production-${port}`

export default defineConfig({
  testDir: 'e2e/production',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // The tests share the build's files on disk; one at a time.
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Manila',
    locale: 'en-PH',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `npx vite build --outDir ${productionOutDir} --emptyOutDir --logLevel error && npx vite preview --outDir ${productionOutDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
