import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { CodeField } from './code-field'

type CodeFormProps = { id: string; label: string; value: string; errors: string[]; disabled?: boolean }

/** The field in a form of its own, its errors set as the server's. */
function CodeForm({ id, label, value, errors, disabled }: CodeFormProps) {
  const form = useForm({ defaultValues: { code: value } })
  const { setError } = form
  useEffect(() => {
    if (errors.length > 0) setError('code', { type: 'server', message: errors[0], types: { server: errors } })
  }, [errors, setError])
  return <CodeField control={form.control} name="code" id={id} label={label} disabled={disabled} />
}

const meta = {
  title: 'UI/CodeField',
  component: CodeForm,
  args: { id: 'reset-code', label: 'Reset code', value: '', errors: [] },
} satisfies Meta<typeof CodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** The authenticator app's code, as two-factor asks for it. */
export const AuthenticatorCode: Story = { args: { id: 'enable-code', label: 'Code from your authenticator app' } }
export const WithError: Story = { args: { value: '123456', errors: ['The code is invalid or has expired.'] } }
export const Disabled: Story = { args: { value: '123456', disabled: true } }
