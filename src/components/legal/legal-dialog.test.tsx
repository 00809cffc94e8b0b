import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LegalLink } from './legal-dialog'

/** Alone on a page, as the landing footer links the documents. */
function renderFooterLinks() {
  render(
    <footer>
      <LegalLink document="terms">Terms and Conditions</LegalLink>
      <LegalLink document="privacy">Privacy Policy</LegalLink>
    </footer>,
  )
  return userEvent.setup()
}

describe('the legal dialogs on their own', () => {
  it('opens the Terms, whose text carries the promises of the terms summary, and Back returns focus to the link', async () => {
    const user = renderFooterLinks()
    const link = screen.getByRole('button', { name: 'Terms and Conditions' })
    await user.click(link)

    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' })
    expect(within(terms).getByText(/Effective 1 November 2026/)).toBeTruthy()
    const text =
      (await within(terms).findByText(/These Terms and Conditions/)).closest('[role="dialog"]')?.textContent ?? ''
    expect(text).toContain('45 days’ written notice')
    expect(text).toMatch(/export.*within 45 days/s)
    expect(text).toContain('laws of the Republic of the Philippines')
    expect(text).toContain('courts of Makati City')
    expect(text).toContain('Philippine pesos (PHP)')
    expect(text).toContain('Acceptable use')
    expect(text).toContain('Limitation of liability')

    await user.click(within(terms).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(link)
  })

  it('opens the Privacy Policy under the Data Privacy Act, and Escape closes it', async () => {
    const user = renderFooterLinks()
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))

    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' })
    const text =
      (await within(privacy).findByText(/respects your privacy/)).closest('[role="dialog"]')?.textContent ?? ''
    for (const promise of [
      'Data Privacy Act of 2012 (Republic Act No. 10173)',
      'National Privacy Commission',
      'SSS number, PhilHealth PIN, Pag-IBIG MID number and TIN',
      'bank name, account name and account number',
      'mood meter',
      'when the law requires it',
      'within 72 hours',
      'Data Protection Officer at dpo@empleo.ph',
    ]) {
      expect(text).toContain(promise)
    }
    for (const right of [
      'to be informed',
      'to access',
      'to object',
      'to erasure or blocking',
      'to rectification',
      'to data portability',
      'to damages',
    ]) {
      expect(within(privacy).getByText(right)).toBeTruthy()
    }

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Privacy Policy' }))
  })

  it('goes from the Privacy Policy to the Terms and back, one dialog showing at a time', async () => {
    const user = renderFooterLinks()
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' })
    const termsLink = await within(privacy).findByRole('button', { name: 'Terms and Conditions' })

    await user.click(termsLink)
    await screen.findByRole('dialog', { name: 'Terms and Conditions' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBe(privacy))
    expect(document.activeElement).toBe(termsLink)
  })
})
