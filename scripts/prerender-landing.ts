import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { GATE_TAG } from './bundle/inline-gate.ts'

/** The element the entry renders into; the prerendered markup goes inside it (src/app/prerendered-landing.ts). */
const EMPTY_ROOT = '<div id="root"></div>'
const RENDER_MODULE = '/src/app/render-landing.tsx'

/**
 * Renders the landing page (the first-visit shell) into index.html's #root at build time, so its first
 * paint needs no JavaScript; the entry hydrates it (docs/decisions/0028-prerendered-landing-page.md).
 *
 * The render module is loaded through Vite's SSR module loader, with this build's config and mode, so
 * the aliases, import.meta.env and asset URLs (the logo's inlined data URI) are the ones the client
 * bundle has. A separate SSR build would do the same in more time.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'empleo-prerender-landing',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved
    },
    transformIndexHtml: {
      // After Vite's own processing, so it never reads the markup's attributes as asset references.
      order: 'post',
      handler: async (html) => {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`)
        const markup = await renderLandingMarkup(config)
        return deferEntry(html.replace(EMPTY_ROOT, `<div id="root" data-prerendered>${markup}</div>`))
      },
    },
  }
}

/** Where index.html names the entry for public/landing-gate.js to load (src/app/prerendered-landing.ts). */
export const ENTRY_META = 'empleo-entry'

/**
 * The entry is not needed for the first paint any more, so public/landing-gate.js requests it once the
 * landing page has painted (at once where the markup is hidden): the module script becomes a <meta>
 * naming it, and its module preloads move into the meta's `data-preload`, which the gate requests with
 * the entry, so the entry's chunks still load beside it rather than a round trip behind. Lighthouse's
 * simulation counts every request that starts before the largest paint on that paint's path, whatever
 * its priority (decision 28). The <meta> goes before the gate, so that where the markup is hidden the
 * gate starts the scripts as it runs, not once the whole document has been read (decision 41).
 */
export function deferEntry(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('index.html has no module script for the entry')
  if (!html.includes(GATE_TAG)) throw new Error(`index.html has no ${GATE_TAG}`)
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((link) => link[1])
  const meta = `<meta name="${ENTRY_META}" content="${entry[1]}" data-preload="${preloads.join(' ')}">`
  return html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(GATE_TAG, `${meta}\n    ${GATE_TAG}`)
}

async function renderLandingMarkup(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    root: config.root,
    mode: config.mode,
    configFile: config.configFile,
    logLevel: 'error',
    clearScreen: false,
    appType: 'custom',
    // Only to load one module graph: no HTTP server, no file watching, no dependency pre-bundling.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderLanding } = (await server.ssrLoadModule(RENDER_MODULE)) as typeof import('../src/app/render-landing')
    return renderLanding()
  } finally {
    await server.close()
  }
}
