/** Where the production build puts the app worker; the page registers it there (src/app/app-worker). */
export const WORKER_FILE = 'sw.js'

/**
 * Of the files a production build writes (relative to its outDir), those the app worker precaches,
 * as the paths the page asks for: the shell (index.html), the hashed scripts and styles, the
 * manifest, the icons and the rest of public/. Never the build's own bookkeeping or the worker itself.
 */
export function precachePaths(files: readonly string[], { leaveOut }: { leaveOut: readonly string[] }): string[] {
  const paths = files
    .map((file) => file.replace(/\\/g, '/').replace(/^\/+/, ''))
    .filter(
      (file) =>
        file !== WORKER_FILE &&
        !leaveOut.includes(file) &&
        // Vite's manifest (.vite/manifest.json) and other dot files are for tools, not the page.
        !file.split('/').some((part) => part.startsWith('.')) &&
        !file.endsWith('.map'),
    )
    .map((file) => `/${file}`)
  return [...new Set(paths)].sort()
}
