import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { Onboarding } from '@contract/onboarding'
import { Route } from '@/routes/_app/onboard'

// Which forms of steps 2 to 5 (a chunk each) were asked for, and when.
const requested = vi.hoisted(() => ({ count: 0, steps: [] as string[] }))
// The emergency contacts step's code arrives only when the test lets it through, as on a slow line.
const held = vi.hoisted(() => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, released }
})
vi.mock('@/features/onboarding/components/emergency-contacts-step', async (importOriginal) => {
  requested.count += 1
  requested.steps.push('emergency_contacts')
  await held.released
  return importOriginal()
})
vi.mock('@/features/onboarding/components/bank-information-step', async (importOriginal) => {
  requested.count += 1
  requested.steps.push('bank_information')
  return importOriginal()
})

/** The route's loader, as the router runs it, with the server's answer already in hand. */
async function loadOnboard(completedSteps: Onboarding['completed_steps']) {
  const queryClient = new QueryClient()
  vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ completed_steps: completedSteps } as Onboarding)
  const loader = Route.options.loader as unknown as (match: {
    context: { queryClient: QueryClient }
  }) => Promise<unknown>
  await loader({ context: { queryClient } })
}

describe("the onboarding route's loader", () => {
  it('leaves the later steps for later when the visit opens at the first step', async () => {
    await loadOnboard([])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requested.count).toBe(0)
  })

  it('holds the page until the form of the later step a returning person opens at has come, and fetches no other', async () => {
    let loaded = false
    const loading = loadOnboard(['personal_info']).then(() => (loaded = true))
    await vi.waitFor(() => expect(requested.count).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded, 'the page would render, suspend on the step and show its skeleton').toBe(false)
    held.release()
    await loading
    expect(requested.steps).toEqual(['emergency_contacts'])
  })
})
