import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  FieldErrors,
  FieldMessagesContext,
  FormControl,
  FormDescription,
  FormItem,
  FormLabel,
  ItemMessages,
} from './form-item'
import { Input } from './input'
import { RadioGroup, RadioGroupItem } from './radio-group'

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id))

type PartsProps = {
  label: string
  name: string
  hint?: string
  errors?: readonly string[]
  children: Parameters<typeof FormControl>[0]['children']
}

/** A field's parts as FormField puts them together, given the messages FormField would hold. */
function Parts({ label, name, hint, errors = [], children }: PartsProps) {
  return (
    <FieldMessagesContext value={errors}>
      <FormItem id={name}>
        <FormLabel>{label}</FormLabel>
        <FormControl>{children}</FormControl>
        {hint && <FormDescription>{hint}</FormDescription>}
        <ItemMessages />
      </FormItem>
    </FieldMessagesContext>
  )
}

describe('FormItem and its parts', () => {
  it('labels its control and points at the hint', () => {
    render(
      <Parts label="Email" name="email" hint="We send the code here.">
        <Input type="email" />
      </Parts>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input.id).toBe('email')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(describedBy(input).map((element) => element?.textContent)).toEqual(['We send the code here.'])
  })

  it('shows one error as a paragraph in a live region that was there before it', () => {
    const { rerender } = render(
      <Parts label="Code" name="code" hint="6 digits">
        <Input />
      </Parts>,
    )
    const liveRegion = document.getElementById('code-error')
    expect(liveRegion?.getAttribute('aria-live')).toBe('polite')

    rerender(
      <Parts label="Code" name="code" hint="6 digits" errors={['The code is invalid.']}>
        <Input />
      </Parts>,
    )
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const [hint, errors] = describedBy(input)
    expect(hint?.textContent).toBe('6 digits')
    expect(errors).toBe(liveRegion)
    expect(errors?.querySelector('p')?.textContent).toBe('The code is invalid.')
    expect(errors?.querySelector('ol')).toBeNull()
  })

  it('shows several errors as a numbered list', () => {
    const messages = ['At least 8 characters.', 'This password is too common.']
    render(
      <Parts label="Password" name="password" errors={messages}>
        <Input type="password" />
      </Parts>,
    )
    const input = screen.getByLabelText('Password')
    const [errors] = describedBy(input)
    const list = errors?.querySelector('ol')
    expect(list?.className).toContain('list-decimal')
    expect(Array.from(list?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual(messages)
  })

  it('keeps a describedby the control already had', () => {
    render(
      <>
        <p id="rules">Rules</p>
        <Parts label="Password" name="password" errors={['Too short.']}>
          <Input aria-describedby="rules" />
        </Parts>
      </>,
    )
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('rules password-error')
  })

  it('names a control that a <label> cannot, such as a radio group, through aria-labelledby', () => {
    render(
      <Parts label="Civil status" name="civil_status">
        <RadioGroup>
          <RadioGroupItem value="single" label="Single" />
        </RadioGroup>
      </Parts>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Civil status' }).id).toBe('civil_status')
    // A <label for> may point only at a form element, and the group is a div.
    expect(document.querySelector('label[for]')).toBeNull()
  })

  it('leaves a name the control already has', () => {
    render(
      <Parts label="Code" name="code">
        <Input aria-label="Six-digit code" />
      </Parts>,
    )
    expect(screen.getByRole('textbox', { name: 'Six-digit code' }).getAttribute('aria-labelledby')).toBeNull()
  })
})

describe('FieldErrors', () => {
  it('renders errors that belong to no field', () => {
    render(<FieldErrors errors={['Something went wrong.']} />)
    expect(screen.getByText('Something went wrong.').tagName).toBe('P')
  })
})
