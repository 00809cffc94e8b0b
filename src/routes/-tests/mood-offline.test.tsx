import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import * as mockClock from '@mocks/clock'
import { db } from '@mocks/db'
import { failNext, setOffline } from '@mocks/injected-faults'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderApp } from '@/app/testing/render-app'
import { clearOutbox } from '@/lib/outbox/outbox-store'
import { sessionStore } from '@/session/session-store'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// The mood meter with the line down (docs/product/offline.md#the-mood), on Monday 23 November 2026 at
// 09:00 in Manila; the seed never shares today's mood.
runMockServerAroundEachTest()
seedOnMonday23November()
startEachTestSignedOut()
// The files of a worker share one IndexedDB (vite.config.ts): a mood left kept here would be sent by
// the outbox's minute timer in the middle of another file's test.
afterEach(async () => {
  const person = sessionStore.getState().user?.id
  if (person !== undefined) await clearOutbox(String(person))
})

const meter = () => within(screen.getByRole('region', { name: 'Mood meter' }))
const question = () => screen.queryByRole('group', { name: 'How are you feeling today?' })
const trendDays = () =>
  within(screen.getByRole('list', { name: 'Mood by working day' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const keptList = () => screen.queryByRole('list', { name: 'Moods kept on this phone' })
const KEPT_NOTE = 'Kept on this phone. It will be sent when you are back online.'
const SENT = 'Your mood, kept on this phone, was sent.'
const moodsOn = (userId: number, date: string) =>
  db.mood_entry.getAll().filter((row) => row.user_id === userId && row.date === date).length

async function openDashboard() {
  const view = renderApp('/dashboard')
  await screen.findByRole('region', { name: 'Mood meter' }, { timeout: 15_000 })
  return view
}

async function answer(mood: string) {
  await userEvent.click(await screen.findByRole('button', { name: mood }))
}

const lineBack = () => {
  setOffline(false)
  window.dispatchEvent(new Event('online'))
}

describe('the mood meter without a line', { timeout: 40_000 }, () => {
  it('keeps an answer as today’s, Waiting to send, counted in the shell, and sends it once when the line is back', async () => {
    const { user } = await signIn('regular')
    await openDashboard()
    setOffline(true)
    await answer('Good')

    expect(await meter().findByText('Waiting to send')).toBeTruthy()
    expect(meter().getByText(/Today you.re feeling/).textContent).toBe("Today you're feeling good")
    expect(meter().getByText(KEPT_NOTE)).toBeTruthy()
    expect(question()).toBeNull()
    expect(screen.getByText('1 waiting to send')).toBeTruthy()
    expect(trendDays().at(-1)).toBe('23 Nov 2026: not shared')

    lineBack()
    expect(await screen.findByText(SENT, {}, { timeout: 8000 })).toBeTruthy()
    await waitFor(() => expect(meter().getByText('Thanks for sharing. You can share again tomorrow.')).toBeTruthy())
    expect(meter().getByText(/Today you.re feeling/).textContent).toBe("Today you're feeling good")
    expect(meter().queryByText('Waiting to send')).toBeNull()
    expect(screen.queryByText('1 waiting to send')).toBeNull()
    expect(trendDays().at(-1)).toBe('23 Nov 2026: Good')
    expect(moodsOn(user.id, '2026-11-23')).toBe(1)
  })

  it('sends an answer whose answer was lost again with its key: taken as the first time, not refused', async () => {
    const { user } = await signIn('regular')
    await openDashboard()
    failNext('answer-lost')
    await answer('Great')
    expect(await meter().findByText('Waiting to send')).toBeTruthy()
    expect(moodsOn(user.id, '2026-11-23')).toBe(1) // the server saved it; only its answer was lost

    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText(SENT, {}, { timeout: 8000 })).toBeTruthy()
    await waitFor(() => expect(trendDays().at(-1)).toBe('23 Nov 2026: Great'))
    expect(keptList()).toBeNull()
    expect(screen.queryByText('Not sent')).toBeNull()
    expect(moodsOn(user.id, '2026-11-23')).toBe(1)
  })

  it('sends an answer kept past midnight for the day it was given, and asks again for the new day', async () => {
    mockClock.set('2026-11-23T15:55:00.000Z') // 23:55 on Monday in Manila
    const { user } = await signIn('regular')
    const monday = await openDashboard()
    setOffline(true)
    await answer('Awful')
    expect(await meter().findByText('Waiting to send')).toBeTruthy()
    monday.unmount()

    // Ten minutes later, on Tuesday, the app opens again: the line is back for reading, and the outbox
    // has not sent yet (it sends when the browser says it is online).
    mockClock.set('2026-11-23T16:05:00.000Z')
    setOffline(false)
    queryClient.clear()
    await openDashboard()
    expect(await screen.findByRole('group', { name: 'How are you feeling today?' })).toBeTruthy()
    const kept = within((await screen.findByRole('list', { name: 'Moods kept on this phone' })) as HTMLElement)
    expect(kept.getByText('23 Nov 2026: Awful')).toBeTruthy()
    expect(kept.getByText('Waiting to send')).toBeTruthy()
    expect(trendDays().slice(-2)).toEqual(['23 Nov 2026: not shared', '24 Nov 2026: not shared'])

    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText(SENT, {}, { timeout: 8000 })).toBeTruthy()
    await waitFor(() => expect(trendDays().slice(-2)).toEqual(['23 Nov 2026: Awful', '24 Nov 2026: not shared']))
    expect(keptList()).toBeNull()
    expect(question()).toBeTruthy()
    expect(moodsOn(user.id, '2026-11-23')).toBe(1)
    expect(moodsOn(user.id, '2026-11-24')).toBe(0)
  })

  it('shows an answer refused when sent (the day was answered on another device) as Not sent, until dismissed', async () => {
    const { client } = await signIn('regular')
    await openDashboard()
    setOffline(true)
    await answer('Bad')
    expect(await meter().findByText('Waiting to send')).toBeTruthy()
    setOffline(false)
    const elsewhere = new FormData()
    elsewhere.set('mood', 'okay')
    expect((await client.mood.submit({ body: elsewhere as never })).status).toBe(201)

    window.dispatchEvent(new Event('online'))
    const message = 'You have already shared your mood today. You can share it again tomorrow.'
    expect(
      await screen.findByText(
        `Your mood, kept on this phone, was not accepted: ${message} The mood meter shows it.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy()
    await waitFor(() => expect(meter().getByText(/Today you.re feeling/).textContent).toBe("Today you're feeling okay"))
    const kept = within((await screen.findByRole('list', { name: 'Moods kept on this phone' })) as HTMLElement)
    expect(kept.getByText('23 Nov 2026: Bad')).toBeTruthy()
    expect(kept.getByText(`Not accepted when sent: ${message}`)).toBeTruthy()
    expect(kept.getByText('Not sent')).toBeTruthy()

    await userEvent.click(kept.getByRole('button', { name: 'Dismiss the mood for 23 Nov 2026' }))
    await waitFor(() => expect(keptList()).toBeNull())
    expect(screen.queryByText('1 waiting to send')).toBeNull()
    expect(meter().getByText(/Today you.re feeling/).textContent).toBe("Today you're feeling okay")
  })
})
