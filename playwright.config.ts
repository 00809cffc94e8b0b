import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch as sharedLaunch } from './e2e/support/chromium'

// The demo journeys also keep Chromium's own background traffic off the two cores.
const chromiumLaunch = {
  ...sharedLaunch,
  args: [...sharedLaunch.args, '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

const port = Number(process.env.E2E_PORT ?? 5199)
// The e2e build lives apart from dist-demo/, so a `npm run build:demo` elsewhere in the tree cannot
// swap files under a running suite; one per port, so two suites on one machine keep apart too.
const outDir = `node_modules/.cache/e2e-demo-${port}`

export default defineConfig({
  testDir: 'e2e',
  // The production build's own checks (the installable app) run from playwright.production.config.ts.
  testIgnore: 'production/**',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  // Two cores run two workers, each page booting its own copy of the mock: waits get room to spare.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test CPU (snapshots and a screencast), and two cores have none to
    // spare: a failure is traced when it runs again (CI retries once; locally, pass --trace on).
    trace: 'on-first-retry',
    // Animations are drawn frame by frame on the same two cores. The app honours the setting (styles.css)
    // as it does for anyone who asks their system for less motion.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Manila',
    locale: 'en-PH',
  },
  projects: [
    // Logs each persona in once; the journeys that start signed in reuse its saved state.
    { name: 'personas', testMatch: /sign-in-personas\.setup\.ts/, use: { launchOptions: chromiumLaunch } },
    {
      name: 'chromium',
      dependencies: ['personas'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch,
      },
    },
  ],
  // The demo build on the in-browser mock: what sales run, under the production CSP header, and steady
  // on two cores where the dev server would compile modules on first request and re-optimise deps mid-run.
  webServer: {
    command: `npx vite build --mode demo --outDir ${outDir} --emptyOutDir --logLevel error && npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
