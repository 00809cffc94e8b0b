/**
 * A browser and its system as people name them, read from a User-Agent: "Chrome on Android". A
 * table of the browsers and systems Empleo's people use, in the order that tells them apart (Edge
 * and Opera also say "Chrome"; Chrome also says "Safari"; Android also says "Linux"). A parser
 * package would add its own tables to the demo's mock for names this screen never shows
 * (docs/decisions/0061-privacy-centre-frame-and-privacy-sessions.md).
 */

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

export type ReadUserAgent = {
  /** "Chrome", or null for a browser the table does not know. */
  browser: string | null
  /** "Android", or null. */
  system: string | null
  /** "Chrome on Android", "Chrome" without a known system, "an unknown browser" without a known browser. */
  device: string
}

export function readUserAgent(userAgent: string | null): ReadUserAgent {
  const ua = userAgent ?? ''
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const device = browser === null ? 'an unknown browser' : system === null ? browser : `${browser} on ${system}`
  return { browser, system, device }
}
