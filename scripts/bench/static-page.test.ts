import { expect, it } from 'vitest'
import { staticPageOf } from './static-page'

const builtIndex = `<!doctype html>
<html lang="en-PH">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <title>Empleo-Employee</title>
    <script src="/landing-gate.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/clsx-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root" data-prerendered><h1>HR made simple</h1></div>
  </body>
</html>`

it('keeps the hero, the stylesheet and the head, and drops every script and module preload', () => {
  const page = staticPageOf(builtIndex)
  expect(page).not.toMatch(/<script|modulepreload|\.js"/)
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">')
  expect(page).toContain('<div id="root" data-prerendered><h1>HR made simple</h1></div>')
  expect(page).toContain('<title>Empleo-Employee</title>')
})
