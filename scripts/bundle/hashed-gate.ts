import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const GATE = 'landing-gate.js'
/** How index.html names the gate, until the build points it at the hashed file. */
export const GATE_TAG = `<script src="/${GATE}"></script>`

/**
 * The landing gate (public/landing-gate.js) is a classic script, which Vite leaves as it is: served
 * from a fixed name, every visit revalidated it, one round trip (150 ms on a phone's connection)
 * before anything else could start. The build emits it as a hashed asset, which a host caches for a
 * year like the other hashed files, and points index.html at it (docs/decisions/0041-signed-in-first-load.md).
 */
export function hashedGate(): Plugin {
  let publicDir = ''
  return {
    name: 'empleo-hashed-gate',
    apply: 'build',
    configResolved: (config) => {
      publicDir = config.publicDir
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        // Another page built with this config (Storybook's iframe.html) loads no gate.
        if (html === undefined) return
        if (html.type !== 'asset') return this.error('index.html is needed to point it at the landing gate')
        const source = String(html.source)
        if (!source.includes(GATE_TAG)) return this.error(`index.html has no ${GATE_TAG}`)
        const gate = readFileSync(join(publicDir, GATE))
        const fileName = `assets/landing-gate-${createHash('sha256').update(gate).digest('base64url').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source: gate })
        html.source = source.replace(GATE_TAG, `<script src="/${fileName}"></script>`)
      },
    },
  }
}
