import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { demoPanelTrigger } from './support/demo-panel'
import { PHONE } from './support/shell'

// The demo panel's pinned 'Demo' button (src/features/demo-panel) never covers the app: on a 390 x 844
// phone it sat over the last corner of a request's detail drawer and over the request form's "Keep as
// draft".

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The Demo button, found whether or not a modal layer hides it from the accessibility tree (a Radix
 * modal marks everything outside it aria-hidden, the button with it).
 */
const launcher = (page: Page) => page.getByRole('button', { name: 'Demo panel', includeHidden: true })

/** Where the Demo button covers the page: its box while it shows, nothing once it is hidden. */
async function launcherBox(page: Page): Promise<Box | null> {
  await expect(launcher(page)).toBeAttached()
  return (await launcher(page).isVisible()) ? launcher(page).boundingBox() : null
}

/** The text of the elements the Demo button covers. */
async function coveredBy(page: Page, controls: Locator): Promise<string[]> {
  const launcher = await launcherBox(page)
  if (!launcher) return []
  const covered: string[] = []
  for (const control of await controls.all()) {
    const box = await control.boundingBox()
    if (box && overlaps(launcher, box)) covered.push((await control.textContent()) ?? '')
  }
  return covered
}

test.describe('the Demo button on a phone', () => {
  test.use({ persona: 'regular', viewport: PHONE })

  test('covers neither a drawer nor the request form’s buttons', async ({ page }) => {
    await page.goto('/dashboard')
    // The panel loads once the page is idle, after the first paint.
    await expect(demoPanelTrigger(page)).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link').last()).toBeInViewport()
    // Not a corner of it: the drawer runs the phone's height, its last item at the bottom.
    expect(await coveredBy(page, drawer.getByRole('link'))).toEqual([])
    expect((await coveredBy(page, drawer)).length).toBe(0)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // Back once nothing is over the page.
    await expect(demoPanelTrigger(page)).toBeVisible()

    // A request's detail, a drawer the phone's full size: the button sat on its last corner.
    await page.goto('/leave')
    await page.getByRole('link', { name: /^View/ }).first().click()
    const detail = page.getByRole('dialog', { name: /request$/ })
    await expect(detail.getByText('Status history')).toBeVisible()
    await detail.getByRole('listitem').last().scrollIntoViewIfNeeded()
    expect((await coveredBy(page, detail)).length).toBe(0)

    await page.goto('/leave?new=true')
    const form = page.getByRole('dialog', { name: 'Request leave' })
    const keepAsDraft = form.getByRole('button', { name: 'Keep as draft' })
    await keepAsDraft.scrollIntoViewIfNeeded()
    await expect(keepAsDraft).toBeInViewport()
    expect(await coveredBy(page, form.getByRole('button'))).toEqual([])
    // A tap at its centre reaches it.
    const box = (await keepAsDraft.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(hit).toBe('Keep as draft')
  })
})
