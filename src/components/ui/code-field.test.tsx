import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { CodeField } from './code-field'

/** A form holding the code; `errors` play the server's refusal of it. */
function Controlled({ onChange, errors = [] }: { onChange: (code: string) => void; errors?: string[] }) {
  const form = useForm({ defaultValues: { code: '' } })
  const code = useWatch({ control: form.control, name: 'code' })
  useEffect(() => {
    if (code) onChange(code)
  }, [code, onChange])
  const { setError } = form
  useEffect(() => {
    if (errors.length > 0) setError('code', { type: 'server', message: errors[0], types: { server: errors } })
  }, [errors, setError])
  return <CodeField control={form.control} name="code" id="reset-code" label="Reset code" />
}

describe('CodeField', () => {
  it('takes the six digits of a pasted code, its label focusing the first box', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await userEvent.click(screen.getByText('Reset code'))
    await userEvent.paste('123456')
    expect(onChange).toHaveBeenLastCalledWith('123456')
  })

  it('says its errors and marks the boxes invalid', () => {
    render(<Controlled onChange={() => {}} errors={['The code is invalid or has expired.']} />)
    expect(screen.getByText('The code is invalid or has expired.')).toBeTruthy()
    expect(screen.getAllByRole('textbox')[0]?.getAttribute('aria-invalid')).toBe('true')
  })
})
