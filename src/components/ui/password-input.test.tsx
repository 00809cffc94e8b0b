import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PasswordInput } from './password-input'

describe('PasswordInput', () => {
  it('shows and hides the password without taking focus from a pointer user', async () => {
    const user = userEvent.setup()
    render(<PasswordInput aria-label="Password" defaultValue="s3cret" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')

    await user.click(input)
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(document.activeElement).toBe(input)

    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input.getAttribute('type')).toBe('password')
  })

  it('toggles from the keyboard and keeps focus on the toggle', async () => {
    const user = userEvent.setup()
    render(<PasswordInput aria-label="Password" />)
    await user.tab()
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(document.activeElement).toBe(toggle)
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text')
    expect(document.activeElement).toBe(toggle)
    expect(toggle.getAttribute('aria-label')).toBe('Hide password')
  })

  it('passes its props to the input', () => {
    render(<PasswordInput aria-label="Password" autoComplete="new-password" aria-invalid="true" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('autocomplete')).toBe('new-password')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it("holds the form's value without writing the password into the value attribute", () => {
    const { rerender } = render(<PasswordInput aria-label="Password" value="" onChange={() => {}} />)
    const input = screen.getByLabelText<HTMLInputElement>('Password')
    rerender(<PasswordInput aria-label="Password" value="s3cret" onChange={() => {}} />)
    expect(input.value).toBe('s3cret')
    expect(input.getAttribute('value')).toBeNull()

    // A reset of the form empties it.
    rerender(<PasswordInput aria-label="Password" value="" onChange={() => {}} />)
    expect(input.value).toBe('')
  })
})
