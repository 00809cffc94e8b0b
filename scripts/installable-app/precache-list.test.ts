import { describe, expect, it } from 'vitest'
import { precachePaths, WORKER_FILE } from './precache-list'

describe('precachePaths', () => {
  it('lists the shell, the built files and public/ as paths the page asks for, once each', () => {
    const files = ['index.html', 'assets/index-abc123.js', 'assets\\index-def456.css', 'favicon.svg', 'favicon.svg']
    expect(precachePaths(files, { leaveOut: [] })).toEqual([
      '/assets/index-abc123.js',
      '/assets/index-def456.css',
      '/favicon.svg',
      '/index.html',
    ])
  })

  it("leaves out the worker itself, Vite's manifest, source maps and the files it is told to", () => {
    const files = [WORKER_FILE, '.vite/manifest.json', 'assets/index-abc123.js.map', 'mock-worker.js', 'index.html']
    expect(precachePaths(files, { leaveOut: ['mock-worker.js'] })).toEqual(['/index.html'])
  })
})
