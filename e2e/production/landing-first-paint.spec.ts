import { expect, test } from '@playwright/test'
import { emulatePhoneNetwork } from '../../scripts/bench/phone-network'
import { landingHeadline } from '../support/landing'

// Decision 28: the landing page's first paint waits for the head's stylesheet and the landing gate, a
// script that blocks the parser. Both must be on their way together: one round trip, not two.

test.use({ serviceWorkers: 'block' })

test("a guest at / on a phone's connection: the stylesheet is requested beside the landing gate, not after it", async ({
  page,
  context,
}) => {
  await emulatePhoneNetwork(await context.newCDPSession(page))
  await page.goto('/')
  await expect(landingHeadline(page)).toBeVisible()

  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const { name, startTime, responseEnd } = entry as PerformanceResourceTiming
      return { path: new URL(name).pathname, startTime, responseEnd }
    }),
  )
  const gate = requests.filter(({ path }) => /^\/assets\/landing-gate-[\w-]+\.js$/.test(path))
  const stylesheet = requests.filter(({ path }) => /^\/assets\/index-[\w-]+\.css$/.test(path))
  expect(gate).toHaveLength(1)
  // Once: the early request is the one the page's stylesheet uses, not a second download.
  expect(stylesheet).toHaveLength(1)
  // Requested while the gate is still on its way (a round trip is 150 ms here), not once it has run.
  expect(stylesheet[0]!.startTime).toBeLessThan(gate[0]!.responseEnd)
})
