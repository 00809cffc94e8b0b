import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as mockClock from '@mocks/clock'
import { control } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { codeFor } from '@/test/mock-outbox'
import { notifyClockJump, setClockSource } from '@/lib/clock'
import { codeBox, connectToasts, enterCode, findDialogNamed, renderSignUp, requestCode } from './testing/render-sign-up'

runMockServerAroundEachTest()
connectToasts()

// The app judges time by the mock's clock, as in the demo (src/main.tsx), so moving it runs the countdown.
let stopFollowing = () => {}
beforeEach(() => {
  setClockSource(mockClock.nowMs)
  stopFollowing = mockClock.onMove(notifyClockJump)
})
afterEach(() => {
  stopFollowing()
  setClockSource(() => Date.now())
})

const email = 'andrea@sarisari.ph'
const resendButton = () => screen.getByRole('button', { name: /^Resend code/ })

describe('Resend code', { timeout: 20_000 }, () => {
  it('counts down the 60 s the server asks for, then sends a new code that voids the old one', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    const firstCode = codeFor(email)
    expect(resendButton().textContent).toBe('Resend code in 60 s')
    expect(resendButton()).toHaveProperty('disabled', true)

    control.advanceClock(45_000)
    await waitFor(() => expect(resendButton().textContent).toBe('Resend code in 15 s'))
    control.advanceClock(15_000)
    await waitFor(() => expect(resendButton()).toHaveProperty('disabled', false))
    expect(resendButton().textContent).toBe('Resend code')

    await user.click(resendButton())
    await waitFor(() => expect(resendButton().textContent).toBe('Resend code in 60 s'))
    const secondCode = codeFor(email)
    expect(secondCode).not.toBe(firstCode)

    await enterCode(user, firstCode)
    expect(await screen.findByText('The code is invalid or has expired. Request a new code.')).toBeTruthy()
    await user.click(codeBox(5))
    for (let i = 0; i < 6; i++) await user.keyboard('{Backspace}')
    await enterCode(user, secondCode)
    expect(await findDialogNamed('Create your admin account')).toBeTruthy()
  })

  it("waits as long as the server's retry_after says when a code went out before the dialog was reopened", async () => {
    const first = renderSignUp()
    await requestCode(first.user, email)
    first.unmount()
    control.advanceClock(20_000)

    // Reopened: the same address again, 20 s later. The server refuses a new code (429) for 40 s more,
    // and the code already sent is the one to enter.
    const { user } = renderSignUp()
    const sent = codeFor(email)
    await requestCode(user, email)
    // Real time flows under the moved clock too: on a loaded machine a second or two may pass.
    expect(resendButton().textContent).toMatch(/^Resend code in (38|39|40) s$/)
    await enterCode(user, sent)
    expect(await findDialogNamed('Create your admin account')).toBeTruthy()
  })
})
