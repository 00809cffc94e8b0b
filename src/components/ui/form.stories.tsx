import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { FieldErrors, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form'
import { PasswordInput } from './password-input'

/** One field bound the one way; `errors` play the server's 422 on it. */
function PasswordForm({ errors }: { errors: string[] }) {
  const form = useForm({ defaultValues: { password: '' } })
  const { setError } = form
  useEffect(() => {
    if (errors.length > 0) setError('password', { type: 'server', message: errors[0], types: { server: errors } })
  }, [errors, setError])
  return (
    <form className="w-80" noValidate>
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem id="password">
            <FormLabel>Password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormDescription>At least 8 characters; 15 or more is safer.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </form>
  )
}

const meta = {
  title: 'UI/Form',
  component: PasswordForm,
  args: { errors: [] },
} satisfies Meta<typeof PasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const OneError: Story = { args: { errors: ['This password is too common.'] } }
/** Password rules can fail together; they show as a numbered list. */
export const SeveralErrors: Story = {
  args: { errors: ['The password must be at least 8 characters.', 'This password has appeared in a data leak.'] },
}

export const ErrorsWithoutAField: Story = {
  render: () => <FieldErrors errors={['Something went wrong.']} />,
}
