import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dialogNamed, findDialogNamed, renderSignUp } from './testing/render-sign-up'

// No server call here: the legal documents are text in the app.
const email = 'andrea@sarisari.ph'

/** The dialogs a screen reader can reach now: a dialog under another is hidden from it. */
const reachableDialogs = () =>
  screen.getAllByRole('dialog').map((dialog) => within(dialog).getAllByRole('heading', { level: 2 })[0]?.textContent)

describe('the terms and privacy dialogs over the sign-up step', { timeout: 20_000 }, () => {
  it('stack up and return one by one (sign-up -> Terms -> Privacy -> Back -> Back), keeping what was typed', async () => {
    const { user } = renderSignUp()
    await user.type(screen.getByLabelText('Email'), email)
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    const termsLink = screen.getByRole('button', { name: 'Terms and Conditions' })

    await user.click(termsLink)
    const terms = await findDialogNamed('Terms and Conditions')
    expect(await screen.findByText(/45 days’ written notice/)).toBeTruthy()
    expect(reachableDialogs()).toEqual(['Terms and Conditions'])

    const privacyLink = await screen.findByRole('button', { name: 'Privacy Policy' })
    await user.click(privacyLink)
    await findDialogNamed('Privacy Policy')
    expect(await screen.findByText(/Republic Act No\. 10173/)).toBeTruthy()
    expect(reachableDialogs()).toEqual(['Privacy Policy'])

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(reachableDialogs()).toEqual(['Terms and Conditions']))
    expect(dialogNamed('Terms and Conditions')).toBe(terms)
    await waitFor(() => expect(document.activeElement).toBe(privacyLink))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(reachableDialogs()).toEqual(['Sign up your company']))
    await waitFor(() => expect(document.activeElement).toBe(termsLink))
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(email)
    expect(screen.getByRole('checkbox', { name: /I agree to the/ }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', false)
  })

  it('opening a document does not tick or untick the box', async () => {
    const { user } = renderSignUp()
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))
    await findDialogNamed('Privacy Policy')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(reachableDialogs()).toEqual(['Sign up your company']))
    expect(screen.getByRole('checkbox', { name: /I agree to the/ }).getAttribute('aria-checked')).toBe('false')
  })
})
