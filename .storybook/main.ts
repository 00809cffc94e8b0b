import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

// Storybook builds with the app's vite.config.ts (aliases, React, Tailwind) minus four plugins:
// the router generator would rewrite src/route-tree.gen.ts from a Storybook run, the CSP meta
// tag (script-src 'self') would block the inline scripts of Storybook's own preview page, and the
// prerendered landing page and the installable app's manifest and worker belong to the app's
// index.html, not to a catalogue of its parts.
const unwanted = /^(tanstack|empleo-csp-meta|empleo-installable-app|empleo-prerender-landing)/

function withoutUnwanted(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutUnwanted(plugin)]
    if (plugin && typeof plugin === 'object' && 'name' in plugin && unwanted.test(plugin.name)) return []
    return [plugin]
  })
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutUnwanted(viteConfig.plugins) }),
}

export default config
