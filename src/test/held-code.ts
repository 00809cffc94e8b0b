/**
 * A lazy part's code held back until the test lets it arrive, as a slow network would
 * (src/routes/-tests/press-before-code-*.isolated.test.tsx): the module's vi.mock factory awaits
 * `arrived`, and `arrive` lets it in. Made in vi.hoisted, which runs before the test's imports.
 */
export function heldCode(): { arrived: Promise<void>; arrive: () => void } {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { arrived, arrive }
}
