/** The production build's web app manifest (scripts/installable-app/plugin.ts writes it). */

/** The logo's blue (public/favicon.svg, brand-700 in src/styles.css): the installed app's title bar. */
export const BRAND_COLOUR = '#1d4ed8'

export const MANIFEST_FILE = 'manifest.webmanifest'

/** Paths inside the build and, the same, beside this file, where draw-icons.ts puts them. */
export const appIcons = [
  { src: 'icons/empleo-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/empleo-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/empleo-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

export const webManifest = {
  id: '/',
  name: 'Empleo',
  short_name: 'Empleo',
  description: 'HR self-service for Philippine businesses: leave, payslips, expense requests and more.',
  lang: 'en-PH',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The page's own white (src/styles.css): the splash screen matches the first paint.
  background_color: '#ffffff',
  theme_color: BRAND_COLOUR,
  icons: appIcons.map((icon) => ({ ...icon, src: `/${icon.src}` })),
}
