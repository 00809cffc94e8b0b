import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { LegalLinks } from './legal-links'

it('opens the privacy policy from the footer on the first click, and Back returns focus to the link', async () => {
  const user = userEvent.setup()
  render(<LegalLinks />)

  await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))

  const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' })
  expect(await screen.findByText(/Data Privacy Act of 2012/, undefined, { timeout: 3000 })).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(dialog.isConnected).toBe(false))
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Privacy Policy' }))
})

it('opens the terms from the footer', async () => {
  const user = userEvent.setup()
  render(<LegalLinks />)
  await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }))
  expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeTruthy()
})
