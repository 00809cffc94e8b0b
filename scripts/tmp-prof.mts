import { chromium } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { signedInState, startProductionSite, throttleLikeAPhone } from './bench/production-site'
const path = process.argv[2] ?? '/dashboard'
const site = await startProductionSite({ outDir: 'dist' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', ...site.chromiumArgs] })
const storage = path === '/' ? undefined : await signedInState(site, (path === '/onboard' ? personas.onboarding : personas.regular).email)
const context = await browser.newContext({ serviceWorkers: 'block', storageState: storage, viewport: { width: 412, height: 823 } })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await throttleLikeAPhone(context, page, 1)
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(site.url + path)
await page.waitForTimeout(5000)
const { profile } = await cdp.send('Profiler.stop') as any
const self = new Map<string, number>(); const byUrl = new Map<string, number>()
const dt = new Map<number, number>()
profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
for (const n of profile.nodes) {
  const t = (dt.get(n.id) ?? 0) / 1000
  const cf = n.callFrame; const url = (cf.url || '(native)').split('/').pop()
  const key = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + t); byUrl.set(url, (byUrl.get(url) ?? 0) + t)
}
const parent = new Map<number, any>(); const byId = new Map<number, any>()
for (const n of profile.nodes) { byId.set(n.id, n); for (const c of n.children ?? []) parent.set(c, n) }
const chains = new Map<string, number>()
for (const n of profile.nodes) if (['appendChild', '(program)', 'insertBefore', 'setAttribute'].includes(n.callFrame.functionName) || (n.callFrame.url.includes('dates') && n.callFrame.functionName==='')) {
  let p = parent.get(n.id); const chain = []
  for (let i = 0; i < 4 && p; i++) { chain.push(`${p.callFrame.functionName || '(anon)'}@${p.callFrame.url.split('/').pop()}:${p.callFrame.lineNumber}`); p = parent.get(p.id) }
  const k = n.callFrame.functionName + ' <- ' + chain.join(' <- ')
  chains.set(k, (chains.get(k) ?? 0) + (dt.get(n.id) ?? 0) / 1000)
}
console.log([...chains.entries()].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${v.toFixed(1)} ms ${k}`).join('\n'))
const top = (m: Map<string, number>, k = 25) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, d]) => `${d.toFixed(1).padStart(7)} ms  ${n}`).join('\n')
console.log(top(byUrl, 20)); console.log('---'); console.log(top(self, 30))
await browser.close(); await site.close()
