import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { socialBenefitsBodySchema } from '@contract/onboarding'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../form'
import { ContractFormHarness, errorsUnder } from '../testing/contract-form-harness'
import { GovernmentIdInput } from './government-id-input'
import type { GovernmentIdKind } from './ph-number-formats'

function Harness({ kind, initial = '' }: { kind: GovernmentIdKind; initial?: string }) {
  const [digits, setDigits] = useState(initial)
  return (
    <>
      <GovernmentIdInput aria-label="Number" kind={kind} value={digits} onChange={setDigits} />
      <output>{digits}</output>
    </>
  )
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Number' })
const stored = () => screen.getByRole('status').textContent

describe('GovernmentIdInput', () => {
  it.each([
    ['tin', '123456789', '123-456-789'],
    ['tin', '123456789000', '123-456-789-000'],
    ['sss', '3412345678', '34-1234567-8'],
    ['philhealth', '120512345678', '12-051234567-8'],
    ['pagibig', '121234567890', '1212-3456-7890'],
  ] as const)('types a %s as %s into its mask, keeping the digits', async (kind, digits, masked) => {
    const user = userEvent.setup()
    render(<Harness kind={kind} />)
    await user.type(input(), digits)
    expect(input().value).toBe(masked)
    expect(stored()).toBe(digits)
  })

  it('asks phones for the number keyboard', () => {
    render(<Harness kind="sss" />)
    expect(input().getAttribute('inputmode')).toBe('numeric')
    expect(input().getAttribute('placeholder')).toBe('00-0000000-0')
  })

  it('refuses letters and stops at the last digit', async () => {
    const user = userEvent.setup()
    render(<Harness kind="pagibig" />)
    await user.type(input(), '12ab34-56 78x9012345')
    expect(input().value).toBe('1234-5678-9012')
    expect(stored()).toBe('123456789012')
  })

  it('takes a pasted number with its own dashes or spaces', async () => {
    const user = userEvent.setup()
    render(<Harness kind="sss" />)
    await user.click(input())
    await user.paste('34 1234567 8')
    expect(input().value).toBe('34-1234567-8')
    expect(stored()).toBe('3412345678')
  })

  it('deletes across a separator as if it were not there', async () => {
    const user = userEvent.setup()
    render(<Harness kind="tin" initial="123456789" />)
    await user.click(input())
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}')
    expect(input().value).toBe('123-456')
    expect(stored()).toBe('123456')
    await user.keyboard('{Backspace}')
    expect(input().value).toBe('123-45')
    expect(stored()).toBe('12345')
  })

  it('edits in the middle without throwing the caret to the end', async () => {
    const user = userEvent.setup()
    render(<Harness kind="sss" initial="3412345678" />)
    await user.click(input())
    // After '34-12': remove the 2, type a 9.
    input().setSelectionRange(5, 5)
    await user.keyboard('{Backspace}9')
    expect(input().value).toBe('34-1934567-8')
    expect(input().selectionStart).toBe(5)
  })
})

describe('GovernmentIdInput in a contract form', () => {
  it("sends digits only, shows the contract's message and then the server's under the field", async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={socialBenefitsBodySchema}
        defaultValues={{ tin: '', sss: '3412345678', philhealth: '120512345678', pagibig: '121234567890' }}
        refusals={[{ tin: ['This TIN is already registered to another employee.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="tin"
            render={({ field }) => (
              <FormItem id="tin">
                <FormLabel>TIN</FormLabel>
                <FormControl>
                  <GovernmentIdInput
                    kind="tin"
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>,
    )
    const tin = screen.getByRole<HTMLInputElement>('textbox', { name: 'TIN' })
    await user.type(tin, '1234567')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(tin)).toEqual(['The TIN must be 9 digits, or 12 with the branch code.']))

    await user.type(tin, '89')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(tin)).toEqual(['This TIN is already registered to another employee.']))
    expect(document.activeElement).toBe(tin)

    await user.type(tin, '000')
    expect(errorsUnder(tin)).toEqual([])
    expect(tin.value).toBe('123-456-789-000')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith({
        tin: '123456789000',
        sss: '3412345678',
        philhealth: '120512345678',
        pagibig: '121234567890',
      }),
    )
  })
})
