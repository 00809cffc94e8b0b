import { describe, expect, it } from 'vitest'
import { GATE_TAG } from './inline-gate'
import { preloadStylesheetsBeforeGate } from './stylesheet-beside-gate'

const head = (links: string) => `<head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    ${GATE_TAG}
    <meta name="empleo-entry" content="/assets/index.js">
    ${links}
  </head>`

describe('the stylesheets preloaded before the landing gate', () => {
  it('requests each stylesheet just before the gate, in its CORS mode, and keeps its <link> where it was', () => {
    const links = [
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '<link rel="stylesheet" href="/assets/plain-b.css">',
      '<link rel="stylesheet" crossorigin="use-credentials" href="/assets/credentials-c.css">',
    ].join('\n    ')
    const html = preloadStylesheetsBeforeGate(head(links))
    const before = html.slice(0, html.indexOf(GATE_TAG))
    expect([...before.matchAll(/<link [^>]*>/g)].map(([link]) => link)).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/index-a.css">',
      '<link rel="preload" as="style" href="/assets/plain-b.css">',
      '<link rel="preload" as="style" crossorigin="use-credentials" href="/assets/credentials-c.css">',
    ])
    expect(html.slice(html.indexOf(GATE_TAG))).toContain(links)
    // After the CSP <meta>, which governs only what follows it.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('rel="preload"'))
  })

  it('leaves a page without stylesheets as it was, and refuses one without the gate', () => {
    expect(preloadStylesheetsBeforeGate(head(''))).toBe(head(''))
    expect(() => preloadStylesheetsBeforeGate('<head></head>')).toThrow(GATE_TAG)
  })
})
