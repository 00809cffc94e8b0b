import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CodeField } from './code-field'

function Controlled({ onChange, errors = [] }: { onChange: (code: string) => void; errors?: string[] }) {
  const [value, setValue] = useState('')
  return (
    <CodeField
      name="reset-code"
      label="Reset code"
      value={value}
      onChange={(code) => {
        setValue(code)
        onChange(code)
      }}
      errors={errors}
    />
  )
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
