import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from './router'

// Isolated: it stubs navigator.connection, which the router reads when it is made.
afterEach(() => vi.unstubAllGlobals())

const routerOn = (connection: object | undefined) => {
  vi.stubGlobal('navigator', { ...navigator, connection })
  return createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) })
}

describe('the router fetches a link ahead', () => {
  it('as a press nears, on a connection that allows it', () => {
    expect(routerOn({ effectiveType: '4g', saveData: false }).options.defaultPreload).toBe('intent')
    expect(routerOn(undefined).options.defaultPreload).toBe('intent')
  })

  it('never for a person saving data or on 2G: the press fetches it', () => {
    expect(routerOn({ effectiveType: '4g', saveData: true }).options.defaultPreload).toBe(false)
    expect(routerOn({ effectiveType: '2g' }).options.defaultPreload).toBe(false)
  })
})
