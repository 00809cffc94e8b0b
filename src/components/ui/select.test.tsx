import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { Select, selectPopup, type SelectProps } from './select'

// The open list is a lazy part (select-popup.tsx): here its code is in before the first press, as once a
// page is idle. A press before it comes is tried in src/routes/-tests/press-before-code-popups.isolated.test.tsx.
beforeAll(() => selectPopup.preload())

const sizes = [
  { value: 'one_ten_employees', label: '1-10' },
  { value: 'eleven_fifty_employees', label: '11-50' },
  { value: 'fifty_one_two_hundred_employees', label: '51-200' },
]

function Harness(props: Partial<SelectProps>) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="size">Company size</label>
      <Select id="size" options={sizes} value={value} onValueChange={setValue} placeholder="Choose a size" {...props} />
    </>
  )
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent)

describe('Select', () => {
  it('is a labelled combobox showing the placeholder until something is chosen', () => {
    render(<Harness />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    expect(trigger.textContent).toBe('Choose a size')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('filters the options by what is typed', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('combobox', { name: 'Company size' }))
    // The open list is a modal dialog named after the field.
    expect(screen.getByRole('dialog', { name: 'Company size' })).toBeTruthy()
    expect(optionNames()).toEqual(['1-10', '11-50', '51-200'])
    await user.keyboard('5')
    expect(optionNames()).toEqual(['11-50', '51-200'])
  })

  it("says 'Nothing found.' when nothing matches", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('combobox', { name: 'Company size' }))
    await user.keyboard('zzz')
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByText('Nothing found.')).toBeTruthy()
  })

  it('chooses with the keyboard, reports the value, closes and returns focus', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select aria-label="Company size" options={sizes} value="" onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('eleven_fifty_employees')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })

  it('leaves focus in the field the person moved to while the list was still closing', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Harness />
        <label htmlFor="amount">Amount</label>
        <input id="amount" />
      </>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    await user.click(trigger)
    // Radix gives focus back a moment after the list closes: the next field is focused before then.
    fireEvent.click(screen.getByRole('option', { name: '11-50' }))
    const amount = screen.getByLabelText('Amount')
    amount.focus()
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(trigger.textContent).toBe('11-50')
    expect(document.activeElement).toBe(amount)
  })

  it('highlights the current choice on opening and the first match after typing', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <Select
        aria-label="Size"
        options={sizes}
        value="fifty_one_two_hundred_employees"
        onValueChange={onValueChange}
      />,
    )
    await user.click(screen.getByRole('combobox', { name: 'Size' }))
    expect(screen.getByRole('option', { name: '51-200' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('1-{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('one_ten_employees')
  })

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select aria-label="Size" options={sizes} value="" onValueChange={onValueChange} />)
    await user.click(screen.getByRole('combobox', { name: 'Size' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it("offers an 'All' option with the empty value when allowEmpty is set", async () => {
    const user = userEvent.setup()
    render(<Harness allowEmpty />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    expect(trigger.textContent).toBe('All')
    await user.click(trigger)
    await user.click(screen.getByRole('option', { name: '51-200' }))
    expect(trigger.textContent).toBe('51-200')
    await user.click(trigger)
    await user.click(screen.getByRole('option', { name: 'All' }))
    expect(trigger.textContent).toBe('All')
  })
})
