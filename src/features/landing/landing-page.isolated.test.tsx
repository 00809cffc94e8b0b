import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LandingPage } from './landing-page'

// jsdom lays nothing out: the observer is stubbed, and each test says what it would report.
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | null = null
  readonly observed: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.latest = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

const SCREEN_HEIGHT = 800

/** What the observer reports for a section: how much of it shows, and how tall that part is. */
function report(id: string, ratio: number, visibleHeight: number) {
  const observer = FakeIntersectionObserver.latest
  const target = document.getElementById(id)
  if (!observer || !target) throw new Error(`no observer or no section #${id}`)
  const entry = {
    target,
    intersectionRatio: ratio,
    isIntersecting: ratio > 0,
    intersectionRect: { height: visibleHeight },
    rootBounds: { height: SCREEN_HEIGHT },
  } as unknown as IntersectionObserverEntry
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver))
}

const scrolledTo: { id: string; behavior: ScrollBehavior | undefined }[] = []

beforeEach(() => {
  scrolledTo.length = 0
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    scrolledTo.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderPage() {
  const onOpenDialog = vi.fn()
  render(<LandingPage onOpenDialog={onOpenDialog} />)
  return { onOpenDialog, user: userEvent.setup() }
}

const navItem = (name: string) => screen.getByRole('button', { name })
const activeNavItems = () =>
  ['Home', 'Features', 'Pricing'].filter((name) => navItem(name).getAttribute('aria-current') === 'true')

describe('the landing page', () => {
  it('shows the headline, the logo and the three sections with their headings', () => {
    renderPage()
    expect(
      screen.getByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
    ).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Your Company' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'What We Offer' }).id).toBe('features')
    expect(screen.getByRole('region', { name: 'Simple pricing in pesos' }).id).toBe('pricing')
    expect(screen.getByText('Product by Empleo Technologies, Inc.')).toBeTruthy()
    expect(activeNavItems()).toEqual(['Home'])
  })

  it('scrolls smoothly to the section a nav item names, marks it active and moves focus into it', async () => {
    const { user } = renderPage()
    await user.click(navItem('Features'))
    expect(scrolledTo).toEqual([{ id: 'features', behavior: 'smooth' }])
    expect(activeNavItems()).toEqual(['Features'])
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'What We Offer' }))
  })

  it('jumps without animation for someone who prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
    const { user } = renderPage()
    await user.click(navItem('Pricing'))
    expect(scrolledTo).toEqual([{ id: 'pricing', behavior: 'instant' }])
  })

  it('marks the section scrolling brings into view, asking to be told at 77% visibility', () => {
    renderPage()
    const observer = FakeIntersectionObserver.latest
    expect(observer?.options.threshold).toContain(0.77)
    expect(observer?.observed.map((section) => section.id)).toEqual(['home', 'features', 'pricing'])

    report('home', 0.4, 300)
    report('pricing', 0.8, 500)
    expect(activeNavItems()).toEqual(['Pricing'])
    // Not enough of Features shows yet.
    report('features', 0.5, 400)
    expect(activeNavItems()).toEqual(['Pricing'])
  })

  it('marks a section taller than the screen once it fills 77% of it', () => {
    renderPage()
    report('home', 0.1, 60)
    report('features', 0.3, 0.8 * SCREEN_HEIGHT)
    expect(activeNavItems()).toEqual(['Features'])
  })

  it('keeps the chosen section marked while the scroll passes the others, then follows scrolling again', async () => {
    const { user } = renderPage()
    await user.click(navItem('Pricing'))
    report('features', 0.9, 600)
    expect(activeNavItems()).toEqual(['Pricing'])
    report('features', 0.2, 150)
    report('pricing', 1, 500)
    expect(activeNavItems()).toEqual(['Pricing'])

    report('features', 0.9, 600)
    expect(activeNavItems()).toEqual(['Features'])
  })

  it('lets the person scroll away from a chosen section before it arrives', async () => {
    const { user } = renderPage()
    await user.click(navItem('Pricing'))
    act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY: -100 })))
    report('home', 0.9, 500)
    expect(activeNavItems()).toEqual(['Home'])
  })

  it.each([
    ['Login', 'login'],
    ['Sign Up', 'signup'],
    ['Try it, Free!', 'signup'],
    ['Start Free Trial', 'signup'],
  ])('opens the %s dialog kind %s', async (name, dialog) => {
    const { onOpenDialog, user } = renderPage()
    await user.click(screen.getByRole('button', { name }))
    expect(onOpenDialog.mock.calls).toEqual([[dialog]])
  })
})
