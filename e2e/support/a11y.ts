import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** Fails on any serious or critical axe finding (WCAG 2.2 A and AA rules) in the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await animationsSettled(page)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The app has no frames. Without legacy mode the builder opens a second page to merge frame
    // results, which cost more than every rule together (1.7 s of 2.2 s on the dashboard).
    .setLegacyMode(true)
    // Passes and incomplete checks are counted, not detailed: only violations are read here.
    .options({ resultTypes: ['violations'] })
    .analyze()
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(blocking, `axe findings on ${page.url()}`).toEqual([])
}

/**
 * Waits for finite animations (a toast sliding in, a dialog fading) to end: axe measures contrast on
 * what is painted, and a half-faded toast is not what a person reads. Endless ones (spinners) are
 * left running, and so is a toast's progress bar, which is its timer, not a fade. After 3 s the
 * check goes ahead regardless.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity ||
              (animation.effect instanceof KeyframeEffect &&
                animation.effect.target?.classList.contains('Toastify__progress-bar')),
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {})
}
