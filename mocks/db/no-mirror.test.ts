import { factory, primaryKey } from '@mswjs/data'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stopMirroringToOtherTabs } from './no-mirror'

/** What another tab's copy of the database would receive from this one, 100 ms after a change. */
async function mirroredFrom(change: () => void): Promise<unknown[]> {
  const otherTab = new BroadcastChannel('mswjs/data/sync')
  const received: unknown[] = []
  otherTab.addEventListener('message', (event) => received.push(event.data))
  change()
  await new Promise((resolve) => setTimeout(resolve, 100))
  otherTab.close()
  return received
}

// @mswjs/data mirrors across tabs only in a browser: it looks for `window`.
const browserDatabase = () => {
  vi.stubGlobal('window', globalThis)
  return factory({ filing: { id: primaryKey(Number), name: String } })
}

afterEach(() => vi.unstubAllGlobals())

describe("@mswjs/data's mirror to other tabs", () => {
  it('sends a row created in one tab to the others, as the library does by default', async () => {
    const database = browserDatabase()
    expect(await mirroredFrom(() => database.filing.create({ id: 131, name: 'status change' }))).toHaveLength(1)
  })

  it('sends nothing once stopped: a closing leader cannot plant rows in the next leader', async () => {
    const database = browserDatabase()
    stopMirroringToOtherTabs(database)
    expect(await mirroredFrom(() => database.filing.create({ id: 131, name: 'status change' }))).toEqual([])
    expect(database.filing.getAll()).toHaveLength(1)
  })
})
