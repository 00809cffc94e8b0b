/**
 * Draws the installed app's icons from public/favicon.svg with the local Chromium, once: the PNGs are
 * committed beside this file (icons/) and the build copies them. Run again only when the logo changes:
 * `npx tsx scripts/installable-app/draw-icons.ts`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { appIcons, BRAND_COLOUR } from './web-manifest'

const root = join(import.meta.dirname, '../..')
const logo = readFileSync(join(root, 'public/favicon.svg'), 'utf8')
// The logo's letter alone, for the maskable icon: the launcher cuts its own shape out of a full-bleed
// square and keeps only the central circle (80% of the side) for sure.
const letter = /<path[^>]*\/>/.exec(logo)?.[0]
if (!letter) throw new Error('public/favicon.svg has no <path> for the letter.')
const maskableLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOUR}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${letter}</g></svg>`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  for (const icon of appIcons) {
    const size = Number(icon.sizes.split('x')[0])
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const svg = icon.purpose === 'maskable' ? maskableLogo : logo
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    await page.screenshot({ path: join(import.meta.dirname, icon.src), omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
