import { existsSync } from 'node:fs'
import type { ReporterDescription } from '@playwright/test'

// Playwright cannot download its own browsers on this network: both suites run Debian's Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium at ${executablePath}. Install one with \`sudo apt-get install chromium\`, ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}

/** How both Playwright configs launch Chromium: headless in a container, on two cores. */
export const chromiumLaunch = {
  executablePath,
  // Smooth scrolling off: an animated keyboard scroll swallowed the next key about half the time on
  // a busy machine (the landing page's scroll-spy journey), and a person's next key is no race.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-quic',
    '--disable-smooth-scrolling',
  ],
}

/**
 * What both suites run with: CI retries once and forbids a focused test. Each run ends with the
 * journeys that passed only on that retry (scripts/e2e/retried-journeys-reporter.ts), so they are seen.
 */
export const suiteOptions = {
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./scripts/e2e/retried-journeys-reporter.ts']] as ReporterDescription[],
  timeout: 30_000,
  // Two cores run the pages and, in the demo suite, a copy of the mock in each: waits get room to spare.
  expect: { timeout: 10_000 },
} as const

/** Every page of both suites: a Manila user in the Philippines who asked for less motion. */
export const pageOptions = {
  // Recording a trace costs every test CPU (snapshots and a screencast), and two cores have none to
  // spare: a failure is traced when it runs again (CI retries once; locally, pass --trace on).
  trace: 'on-first-retry',
  // Animations are drawn frame by frame on the same two cores. The app honours the setting (styles.css)
  // as it does for anyone who asks their system for less motion.
  reducedMotion: 'reduce',
  timezoneId: 'Asia/Manila',
  locale: 'en-PH',
} as const

/** How both suites wait for the server they build and start; a running one is reused outside CI. */
export const webServerOptions = {
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const
