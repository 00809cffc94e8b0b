import { defineConfig } from '@playwright/test'
import { chromiumLaunch, pageOptions, suiteOptions, webServerOptions } from './e2e/support/suite-options'

// The production build in Chromium: what only it has, the installable app (docs/decisions/0030), with
// the mock over HTTP as its API on the same origin (scripts/e2e/production-server.ts). Apart from
// playwright.config.ts, whose journeys run on the demo build and its in-browser mock.

// Its own port beside the demo suite's (E2E_PORT), so two suites and two worktrees keep apart.
const port = Number(process.env.E2E_PRODUCTION_PORT ?? Number(process.env.E2E_PORT ?? 5199) + 100)
// Built apart from dist/ (npm run build, npm run size): the update test rewrites the worker in here.
export const productionOutDir = `node_modules/.cache/e2e-production-${port}`

export default defineConfig({
  testDir: 'e2e/production',
  ...suiteOptions,
  // The tests share the build's files on disk; one at a time.
  workers: 1,
  use: {
    baseURL: `http://localhost:${port}`,
    ...pageOptions,
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `npx tsx scripts/build.ts --outDir ${productionOutDir} --logLevel error && npx tsx scripts/e2e/production-server.ts --outDir ${productionOutDir} --port ${port}`,
    url: `http://localhost:${port}`,
    ...webServerOptions,
  },
})
