import { defineConfig, devices } from '@playwright/test'
import {
  chromiumLaunch as sharedLaunch,
  pageOptions,
  suiteOptions,
  webServerOptions,
} from './e2e/support/suite-options'
import production from './playwright.production.config'

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
  // The production build's own checks (the installable app, push, filing and reading offline) are the
  // `production` project below.
  testIgnore: 'production/**',
  fullyParallel: true,
  ...suiteOptions,
  workers: 2,
  use: {
    baseURL: `http://localhost:${port}`,
    ...pageOptions,
    screenshot: 'only-on-failure',
  },
  projects: [
    // Logs each persona in once; the journeys that start signed in reuse its saved state.
    { name: 'personas', testMatch: /sign-in-personas\.setup\.ts/, use: { launchOptions: chromiumLaunch } },
    // The production suite as playwright.production.config.ts defines it, in this run: its tests, one at a
    // time, hold one of the two workers while the other runs journeys, where a run of its own left a core
    // idle. It needs no persona; it waits for them because a project without one runs in the first phase,
    // beside the sign-ins, and every journey would wait for its whole chain. Listed before the journeys so
    // that chain starts first instead of ending the run (docs/decisions/0073-ci-time-suites.md).
    {
      name: 'production',
      dependencies: ['personas'],
      testDir: production.testDir,
      testIgnore: [],
      fullyParallel: false,
      workers: production.workers,
      use: production.use,
    },
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
  webServer: [
    {
      command: `npx tsx scripts/build.ts --mode demo --outDir ${outDir} --logLevel error && npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      ...webServerOptions,
    },
    ...[production.webServer ?? []].flat(),
  ],
})
