import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The module as a freshly loaded page sees it: no router app yet. */
let navigation: typeof import('./navigation')
beforeEach(async () => {
  vi.resetModules()
  navigation = await import('./navigation')
})

/** A router app whose start resolves once it has registered its navigation, as src/app's does. */
function fakeRouterApp() {
  const navigate = vi.fn((_href: string, _options: object) => Promise.resolve())
  const start = vi.fn((_href: string, _options: object) => {
    navigation.registerAppNavigation(navigate)
    return Promise.resolve()
  })
  return { navigate, start }
}

describe('goTo', () => {
  it('inside the router app, is the router navigating', async () => {
    const app = fakeRouterApp()
    navigation.registerAppNavigation(app.navigate)
    await navigation.goTo('/404?status=403', { replace: true })
    expect(app.navigate).toHaveBeenCalledWith('/404?status=403', { replace: true })
  })

  it('from the first-visit shell, starts the router app at that address, then navigates inside it', async () => {
    const app = fakeRouterApp()
    navigation.registerAppStarter(app.start)
    await navigation.goTo('/dashboard')
    expect(app.start).toHaveBeenCalledWith('/dashboard', {})
    expect(app.navigate).not.toHaveBeenCalled()

    await navigation.goTo('/profile')
    expect(app.start).toHaveBeenCalledTimes(1)
    expect(app.navigate).toHaveBeenCalledWith('/profile', {})
  })

  it('starts the router app once when called again while it loads, and honours the later call after', async () => {
    const app = fakeRouterApp()
    let finishLoading = () => {}
    navigation.registerAppStarter(
      (href, options) =>
        new Promise<void>((resolve) => {
          finishLoading = () => resolve(app.start(href, options))
        }),
    )
    const first = navigation.goTo('/dashboard')
    const second = navigation.goTo('/profile')
    finishLoading()
    await Promise.all([first, second])
    expect(app.start).toHaveBeenCalledTimes(1)
    expect(app.start).toHaveBeenCalledWith('/dashboard', {})
    expect(app.navigate).toHaveBeenCalledWith('/profile', {})
  })
})
