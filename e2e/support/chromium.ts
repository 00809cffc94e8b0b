import { existsSync } from 'node:fs'

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
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
}
