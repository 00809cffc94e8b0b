import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyPart, usePreloadWhenIdle, type LazyPart } from './lazy-part'

// Isolated: it stubs requestIdleCallback, as when-idle's test does, to say when the browser is idle.
const idleCallbacks: (() => void)[] = []
beforeEach(() => {
  idleCallbacks.length = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.splice(handle - 1, 1))
})
afterEach(() => {
  // Unmounting cancels a preload not yet run, through the stub.
  cleanup()
  vi.unstubAllGlobals()
})

const becomeIdle = () => idleCallbacks.splice(0).forEach((callback) => callback())

function Greeting({ name }: { name: string }) {
  const [waves, setWaves] = useState(0)
  return (
    <p>
      Hello, {name}
      <button type="button" onClick={() => setWaves(waves + 1)}>
        Waved {waves}
      </button>
    </p>
  )
}

/** A part whose code arrives when the test says, and which counts how often it was asked for. */
function slowPart() {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const load = vi.fn(() => arrived.then(() => Greeting))
  return { part: lazyPart(load), load, arrive }
}

function Page({ part, open, name = 'Maria' }: { part: LazyPart<{ name: string }>; open: boolean; name?: string }) {
  usePreloadWhenIdle(part)
  const Part = part.Component
  return (
    <main>
      <h1>Page</h1>
      {open && (
        <Suspense fallback={<p>Loading…</p>}>
          <Part name={name} />
        </Suspense>
      )}
    </main>
  )
}

describe('lazyPart', () => {
  it('fetches nothing while the page shows, and fetches the code once the page is idle', () => {
    const { part, load } = slowPart()
    render(<Page part={part} open={false} />)
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    becomeIdle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { saveData: false, effectiveType: '2g' }],
    ['is on slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead when the browser %s, and the press still brings the part', async (_, connection) => {
    vi.stubGlobal('navigator', { ...navigator, connection })
    const { part, load, arrive } = slowPart()
    const { rerender } = render(<Page part={part} open={false} />)
    becomeIdle()
    await Promise.resolve()
    becomeIdle()
    expect(load).not.toHaveBeenCalled()
    rerender(<Page part={part} open />)
    expect(load).toHaveBeenCalledTimes(1)
    arrive()
    expect(await screen.findByText('Hello, Maria')).toBeTruthy()
  })

  it('asks nothing when the page is gone before it is idle', () => {
    const { part, load } = slowPart()
    render(<Page part={part} open={false} />).unmount()
    becomeIdle()
    expect(load).not.toHaveBeenCalled()
  })

  it('renders the part in its fallback’s place once its code is here', async () => {
    const { part, arrive } = slowPart()
    render(<Page part={part} open />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    arrive()
    expect(await screen.findByText('Hello, Maria')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows the part at once, without its fallback, once its code was fetched ahead', async () => {
    const { part, load, arrive } = slowPart()
    const { rerender } = render(<Page part={part} open={false} />)
    becomeIdle()
    arrive()
    await load.mock.results[0]?.value
    rerender(<Page part={part} open />)
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.getByText('Hello, Maria')).toBeTruthy()
  })

  it('keeps the part’s state when its page renders again after the code came', async () => {
    const { part, arrive } = slowPart()
    const { rerender } = render(<Page part={part} open />)
    arrive()
    await userEvent.click(await screen.findByRole('button', { name: 'Waved 0' }))
    rerender(<Page part={part} open name="Jose" />)
    expect(screen.getByText(/Hello, Jose/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Waved 1' })).toBeTruthy()
  })

  it('fetches once however many ask, and its preload resolves when the code is here', async () => {
    const { part, load, arrive } = slowPart()
    const preloaded = vi.fn()
    void part.preload().then(preloaded)
    void part.preload()
    expect(load).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(preloaded).not.toHaveBeenCalled()
    arrive()
    await part.preload()
    expect(preloaded).toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
    render(<Page part={part} open />)
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('swallows a failed fetch ahead: rendering the part asks again', async () => {
    let attempts = 0
    const load = vi.fn(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)))
    const part = lazyPart(load)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    part.preload()
    await Promise.resolve()
    render(<Page part={part} open />)
    expect(await screen.findByText('Hello, Maria')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})
