import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { OtpInput } from './otp-input'

function Harness({ initial = '', onComplete }: { initial?: string; onComplete?: (code: string) => void }) {
  const [code, setCode] = useState(initial)
  return (
    <>
      <OtpInput aria-label="Verification code" value={code} onChange={setCode} onComplete={onComplete} />
      <output>{code}</output>
    </>
  )
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` })
const code = () => screen.getByRole('status').textContent

describe('OtpInput', () => {
  it('is a labelled group of six numeric boxes, the first offering one-time-code autofill', () => {
    render(<Harness />)
    const group = screen.getByRole('group', { name: 'Verification code' })
    expect(group.querySelectorAll('input')).toHaveLength(6)
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code')
    expect(box(1).getAttribute('inputmode')).toBe('numeric')
  })

  it('moves to the next box as digits are typed and ignores anything else', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box(1))
    await user.keyboard('1a2-')
    expect(code()).toBe('12')
    expect(document.activeElement).toBe(box(3))
  })

  it('fills every box from a pasted code, spaces or dashes included, and focuses the last', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box(1))
    await user.paste('123 456')
    expect(code()).toBe('123456')
    expect(document.activeElement).toBe(box(6))
    await user.click(box(3))
    await user.paste('987-654')
    expect(code()).toBe('987654')
  })

  it('takes a code the browser autofills into the first box', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: '654321' } })
    expect(code()).toBe('654321')
  })

  it('clears the current box on Backspace, or the previous one when the current is empty', async () => {
    const user = userEvent.setup()
    render(<Harness initial="123" />)
    await user.click(box(4))
    await user.keyboard('{Backspace}')
    expect(code()).toBe('12')
    expect(document.activeElement).toBe(box(3))
    await user.keyboard('{ArrowLeft}{Backspace}')
    expect(code()).toBe('1')
    expect(document.activeElement).toBe(box(2))
  })

  it('moves with the arrow keys but not past the first empty box', async () => {
    const user = userEvent.setup()
    render(<Harness initial="12" />)
    await user.click(box(6))
    expect(document.activeElement).toBe(box(3))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(box(1))
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(box(3))
  })

  it('reports the whole code once the last box is filled', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    await user.click(box(1))
    await user.keyboard('12345')
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('keeps only one box in the tab order, so Tab leaves the group', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Harness initial="1" />
        <button type="button">Verify</button>
      </>,
    )
    await user.tab()
    expect(document.activeElement).toBe(box(2))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Verify' }))
  })
})
