/**
 * The landing page's hero as static HTML, for `npm run bench:landing` to hold the landing page to: the
 * built index.html, its prerendered markup included, without a script or a module preload. The same
 * stylesheet and fonts on the same server; only the JavaScript is gone (docs/decisions/0028).
 */
export function staticPageOf(indexHtml: string): string {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '')
}
