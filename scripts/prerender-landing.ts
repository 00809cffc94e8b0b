import { createServer, type Plugin, type ResolvedConfig } from 'vite'

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
        return lowerScriptPriority(html.replace(EMPTY_ROOT, `<div id="root" data-prerendered>${markup}</div>`))
      },
    },
  }
}

/**
 * The entry and its module preloads are not needed for the first paint any more: fetched at low
 * priority, they leave the link to the stylesheet, which the first paint waits for, on a slow connection.
 * Chromium gives a module script high priority otherwise, and Lighthouse then counts it on the path to
 * the first paint (decision 28).
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  )
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
