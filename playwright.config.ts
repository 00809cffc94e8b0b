import { defineConfig, devices } from '@playwright/test'
import {
  chromiumLaunch as sharedLaunch,
  pageOptions,
  suiteOptions,
  webServerOptions,
} from './e2e/support/suite-options'

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
  // The production build's own checks (the installable app, push, filing and reading offline) run from
  // playwright.production.config.ts.
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
    command: `npx tsx scripts/build.ts --mode demo --outDir ${outDir} --logLevel error && npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    ...webServerOptions,
  },
})
