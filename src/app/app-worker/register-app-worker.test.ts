import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACTIVATE_NOW } from '@/app-worker/messages'
import { APP_WORKER_URL, registerAppWorker, type UpdateReady } from './register-app-worker'

// Just enough of the browser's service worker objects to drive registerAppWorker's decisions.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  becomes(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
  finds(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

function fakeBrowser({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = new FakeRegistration()
  registration.waiting = waiting
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(() => Promise.resolve(registration)),
  })
  const reload = vi.fn()
  return { registration, container, reload, browser: { container: container as never, reload } }
}

afterEach(() => vi.useRealTimers())

describe('registerAppWorker', () => {
  it('registers /sw.js for the whole app, past the HTTP cache', async () => {
    const { container, browser } = fakeBrowser({ controlled: false })
    await registerAppWorker(vi.fn(), browser)
    expect(container.register).toHaveBeenCalledWith(APP_WORKER_URL, { scope: '/', updateViaCache: 'none' })
  })

  it('offers nothing when the first version installs, and never reloads on its own', async () => {
    const { registration, container, reload, browser } = fakeBrowser({ controlled: false })
    const onUpdateReady = vi.fn()
    await registerAppWorker(onUpdateReady, browser)
    const first = new FakeWorker()
    registration.finds(first)
    first.becomes('installed')
    container.dispatchEvent(new Event('controllerchange'))
    expect(onUpdateReady).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('offers a new version once installed; activating it asks it to take over and reloads once', async () => {
    const { registration, container, reload, browser } = fakeBrowser({ controlled: true })
    const offers: UpdateReady[] = []
    await registerAppWorker((update) => offers.push(update), browser)
    const next = new FakeWorker()
    registration.finds(next)
    expect(offers).toHaveLength(0)
    next.becomes('installed')
    expect(offers).toHaveLength(1)

    offers[0]?.activate()
    expect(next.postMessage).toHaveBeenCalledWith(ACTIVATE_NOW)
    container.dispatchEvent(new Event('controllerchange'))
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers at once a version that was already waiting', async () => {
    const waiting = new FakeWorker()
    waiting.state = 'installed'
    const { browser } = fakeBrowser({ controlled: true, waiting })
    const onUpdateReady = vi.fn()
    await registerAppWorker(onUpdateReady, browser)
    expect(onUpdateReady).toHaveBeenCalledTimes(1)
  })

  it('looks for a new version every hour, for a portal left open all day', async () => {
    vi.useFakeTimers()
    const { registration, browser } = fakeBrowser({ controlled: true })
    await registerAppWorker(vi.fn(), browser)
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(registration.update).toHaveBeenCalledTimes(1)
  })
})
