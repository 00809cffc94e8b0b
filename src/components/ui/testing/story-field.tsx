import { useEffect, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../form'

export type StoryFieldProps = {
  label: ReactNode
  /** The control's id; the label, description and messages hang off it. */
  id: string
  description?: ReactNode
  /** What a refused submit would show under the control. */
  messages?: readonly string[]
  /** The control, holding its own value (a story's `Controlled`). */
  children: Parameters<typeof FormControl>[0]['children']
}

/** A story's control in a field bound the one way (FormField), its `messages` set as a server's 422 sets them. */
export function StoryField({ label, id, description, messages = [], children }: StoryFieldProps) {
  const form = useForm({ defaultValues: { shown: '' } })
  const { setError } = form
  const said = messages.join('\n')
  useEffect(() => {
    const [first, ...rest] = said === '' ? [] : said.split('\n')
    if (first !== undefined) setError('shown', { type: 'server', message: first, types: { server: [first, ...rest] } })
  }, [said, setError])
  return (
    <FormField
      control={form.control}
      name="shown"
      render={() => (
        <FormItem id={id}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
