import type { Plugin } from 'vite'
import { GATE_TAG } from './inline-gate.ts'

/**
 * The landing gate is a classic script in <head> that blocks the parser, and index.html opens with a
 * CSP <meta>, past which Chromium's preload scanner looks for nothing: the stylesheet, which Vite
 * links after the gate, was requested only once the gate had arrived and run, a second round trip
 * (150 ms on a phone's connection) before the first paint. A preload of each stylesheet just before
 * the gate starts it beside the gate. Not the stylesheet's own <link>: a classic script waits for
 * every stylesheet linked before it, so the body would be read only once the stylesheet had come
 * (docs/decisions/0028-prerendered-landing-page.md).
 */
export function stylesheetBesideGate(): Plugin {
  return {
    name: 'empleo-stylesheet-beside-gate',
    apply: 'build',
    transformIndexHtml: {
      // After Vite's own, which links the stylesheets. The app's page only: Storybook builds its own.
      order: 'post',
      handler: (html, { path }) => (path === '/index.html' ? preloadStylesheetsBeforeGate(html) : html),
    },
  }
}

export function preloadStylesheetsBeforeGate(html: string): string {
  if (!html.includes(GATE_TAG)) throw new Error(`index.html has no ${GATE_TAG}`)
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([link]) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]
    if (!href) throw new Error(`a stylesheet link without an href: ${link}`)
    // The same CORS mode as the stylesheet's, or the browser would fetch it twice.
    const crossOrigin = /\scrossorigin(?:="[^"]*")?/.exec(link)?.[0] ?? ''
    return `<link rel="preload" as="style"${crossOrigin} href="${href}">`
  })
  return html.replace(GATE_TAG, [...preloads, GATE_TAG].join('\n    '))
}
