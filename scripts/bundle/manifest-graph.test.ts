import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { entryKey, firstLoadKeys, pagesUnder, routeChainKeys, staticClosure } from './manifest-graph'

// The shape Vite writes for an app whose routes TanStack Router splits automatically.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/router-app.tsx': {
    file: 'assets/router-app.js',
    src: 'src/app/router-app.tsx',
    isDynamicEntry: true,
    imports: ['_router.js'],
  },
  '_router.js': { file: 'assets/router.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/landing.js',
    src: 'src/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'src/routes/_employee/route.tsx?tsr-split=component': {
    file: 'assets/shell.js',
    src: 'src/routes/_employee/route.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
  'src/routes/_employee/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard.js',
    src: 'src/routes/_employee/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_forms.js'],
  },
  'src/routes/_employee/dashboard.tsx?tsr-split=errorComponent': {
    file: 'assets/dashboard-error.js',
    src: 'src/routes/_employee/dashboard.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
  },
  'src/routes/_employee/leave.index.tsx?tsr-split=component': {
    file: 'assets/leave.js',
    src: 'src/routes/_employee/leave.index.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
  'src/routes/forgot-password.tsx?tsr-split=component': {
    file: 'assets/forgot.js',
    src: 'src/routes/forgot-password.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
}

describe('what a page loads first, from the build manifest', () => {
  it('finds the single entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html')
  })

  it('refuses a manifest with several entries, rather than guessing', () => {
    const twoEntries = { ...manifest, 'other.html': { file: 'assets/other.js', isEntry: true } }
    expect(() => entryKey(twoEntries)).toThrow(/one entry chunk/)
  })

  it('follows static imports transitively, each chunk once', () => {
    expect([...staticClosure(manifest, ['src/routes/_employee/dashboard.tsx?tsr-split=component'])]).toEqual([
      'src/routes/_employee/dashboard.tsx?tsr-split=component',
      '_forms.js',
      '_react.js',
    ])
  })

  it('gives the landing page its index route chunk and no employee layout', () => {
    expect(routeChainKeys(manifest, '/')).toEqual(['src/routes/index.tsx?tsr-split=component'])
  })

  it('gives an employee page its own chunk and its pathless layout, not its error component', () => {
    expect(routeChainKeys(manifest, '/dashboard')).toEqual([
      'src/routes/_employee/route.tsx?tsr-split=component',
      'src/routes/_employee/dashboard.tsx?tsr-split=component',
    ])
  })

  it('reads dotted file names as nesting', () => {
    expect(routeChainKeys(manifest, '/leave')).toContain('src/routes/_employee/leave.index.tsx?tsr-split=component')
  })

  it('finds no chain for a path no route file serves', () => {
    expect(routeChainKeys(manifest, '/payslip')).toEqual([])
    expect(firstLoadKeys(manifest, '/payslip').routeFound).toBe(false)
  })

  it('adds the entry closure and the router app to the route chain of an employee page', () => {
    const { keys } = firstLoadKeys(manifest, '/dashboard')
    expect([...keys].map((key) => manifest[key]?.file).sort()).toEqual([
      'assets/dashboard.js',
      'assets/forms.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router-app.js',
      'assets/router.js',
      'assets/shell.js',
    ])
  })

  it('lists the pages under a pathless layout: once each, without the layout or its error components', () => {
    expect(pagesUnder(manifest, '_employee')).toEqual(['/dashboard', '/leave'])
    expect(pagesUnder(manifest, '_admin')).toEqual([])
  })

  it('keeps a dynamic segment as written, and names a URL once when its layout and index both load code', () => {
    const nested: Manifest = {
      ...manifest,
      'src/routes/_employee/payslip.tsx?tsr-split=component': {
        file: 'assets/payslip-layout.js',
        src: 'src/routes/_employee/payslip.tsx?tsr-split=component',
        isDynamicEntry: true,
      },
      'src/routes/_employee/payslip.$id.tsx?tsr-split=component---loader': {
        file: 'assets/payslip-id.js',
        src: 'src/routes/_employee/payslip.$id.tsx?tsr-split=component---loader',
        isDynamicEntry: true,
      },
      'src/routes/_employee/payslip.index.tsx?tsr-split=component': {
        file: 'assets/payslip-index.js',
        src: 'src/routes/_employee/payslip.index.tsx?tsr-split=component',
        isDynamicEntry: true,
      },
    }
    expect(pagesUnder(nested, '_employee')).toEqual(['/dashboard', '/leave', '/payslip', '/payslip/$id'])
    expect(routeChainKeys(nested, '/payslip/$id')).toEqual([
      'src/routes/_employee/route.tsx?tsr-split=component',
      'src/routes/_employee/payslip.tsx?tsr-split=component',
      'src/routes/_employee/payslip.$id.tsx?tsr-split=component---loader',
    ])
  })

  it('counts only the entry closure for a guest at /, whom the first-visit shell serves without the router', () => {
    const { keys } = firstLoadKeys(manifest, '/')
    expect([...keys].map((key) => manifest[key]?.file).sort()).toEqual(['assets/index.js', 'assets/react.js'])
  })
})
