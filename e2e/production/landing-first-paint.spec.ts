import { expect, test } from '@playwright/test'
import { emulatePhoneNetwork } from '../../scripts/bench/phone-network'
import { landingHeadline } from '../support/landing'

// Decision 28: the landing page's first paint waits for the head's stylesheet and the landing gate, a
// script that blocks the parser. The gate is inside index.html (decision 72), so the paint waits for one
// request beside the document: the stylesheet, once.

test.use({ serviceWorkers: 'block' })

test("a guest at / on a phone's connection: the first paint waits for the stylesheet alone, the landing gate inside the page", async ({
  page,
  context,
}) => {
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(message.text())
  })
  await emulatePhoneNetwork(await context.newCDPSession(page))
  await page.goto('/')
  await expect(landingHeadline(page)).toBeVisible()
  // The gate ran: once the landing page has painted, it adds the entry's module script.
  await expect(page.locator('head script[type="module"]')).toHaveCount(1)

  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  expect(requests.filter((path) => /landing-gate/.test(path))).toEqual([])
  // Once: the early request is the one the page's stylesheet uses, not a second download.
  expect(requests.filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toHaveLength(1)
  expect(cspViolations).toEqual([])
})
