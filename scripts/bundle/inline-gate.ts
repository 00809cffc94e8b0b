import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { LANDING_GATE } from '../csp.ts'

/** How index.html names the gate, until the build puts the gate itself in its place. */
export const GATE_TAG = `<script src="/landing-gate.js"></script>`

/**
 * The landing gate (public/landing-gate.js) starts every page: a signed-in page's scripts and first data
 * wait for it (docs/decisions/0045-first-data-from-the-gate.md). As a file of its own it was one more
 * request before it could run, and the scripts started about 0.25 s later on a phone's connection. The
 * build writes it into index.html instead; the CSP allows exactly it, by its SHA-256 hash (scripts/csp.ts,
 * docs/decisions/0072-the-stack-alone-on-the-phone.md).
 */
export function inlineGate(): Plugin {
  return {
    name: 'empleo-inline-gate',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        // Another page built with this config (Storybook's iframe.html) loads no gate.
        if (html === undefined) return
        if (html.type !== 'asset') return this.error('index.html is needed to hold the landing gate')
        const source = String(html.source)
        if (!source.includes(GATE_TAG)) return this.error(`index.html has no ${GATE_TAG}`)
        const gate = readFileSync(LANDING_GATE, 'utf8')
        if (/<\/script/i.test(gate)) return this.error('the landing gate cannot hold "</script" inside index.html')
        html.source = source.replace(GATE_TAG, () => `<script>${gate}</script>`)
      },
    },
  }
}
