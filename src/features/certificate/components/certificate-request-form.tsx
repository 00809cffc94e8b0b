import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { CERTIFICATE_COPIES_MAX, createCertificateBodySchema } from '@contract/certificate'
import { manilaToday } from '@contract/dates/manila'
import type { CertificatePurpose } from '@contract/options'
import { certificatePurposeOptions } from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-kind'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DatePicker } from '@/components/ui/date-picker'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { certificateKind } from '../certificate-kind'

const copyOptions = Array.from({ length: CERTIFICATE_COPIES_MAX }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}))

// A Select rather than radios: every request form already loads it, where radios would be split out of
// onboarding's chunk and grow that page's first load (docs/product/quality-targets.md#performance).
const compensationOptions = [
  { value: 'no', label: 'Leave my pay off' },
  { value: 'yes', label: 'Show my monthly basic pay' },
]

const emptyCertificate = {
  // No purpose until the person picks one: the contract says 'Choose a purpose from the list.'
  purpose: '' as CertificatePurpose,
  purpose_other: '',
  addressee: '',
  include_compensation: false as unknown,
  copies: '1' as number | string,
  needed_by: '',
  attachments: [] as File[],
}

/**
 * The certificate of employment request form: the purpose (its own words for "other"), whom it is
 * addressed to, whether it shows the pay, the copies and the day it is needed by, and the form a bank
 * or embassy gave, if any. Server refusals show under their fields; what is typed is kept as a draft
 * until it is filed (files are never kept).
 */
export function CertificateRequestForm(props: RequestFormProps) {
  const { onCancel } = props
  const ids = useId()
  const { form, onSubmit, pending } = useRequestForm(certificateKind, createCertificateBodySchema, {
    ...props,
    empty: emptyCertificate,
  })
  const purpose = useWatch({ control: form.control, name: 'purpose' })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        control={form.control}
        name="purpose"
        render={({ field }) => (
          <FormItem id={`${ids}-purpose`}>
            <FormLabel>Purpose</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={certificatePurposeOptions}
                value={field.value}
                placeholder="Choose a purpose"
                searchPlaceholder="Search purposes…"
                onValueChange={field.onChange}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {purpose === 'other' && (
        <FormField
          control={form.control}
          name="purpose_other"
          render={({ field }) => (
            <FormItem id={`${ids}-purpose-other`}>
              <FormLabel>What is it for?</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={form.control}
        name="addressee"
        render={({ field }) => (
          <FormItem id={`${ids}-addressee`}>
            <FormLabel>Addressed to (optional)</FormLabel>
            <FormControl>
              <Input autoComplete="off" {...field} value={field.value ?? ''} />
            </FormControl>
            <FormDescription>Left empty, the certificate is addressed “To whom it may concern”.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="include_compensation"
        render={({ field }) => (
          <FormItem id={`${ids}-compensation`}>
            <FormLabel>Compensation</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={compensationOptions}
                value={field.value === true ? 'yes' : 'no'}
                onValueChange={(value) => field.onChange(value === 'yes')}
              />
            </FormControl>
            <FormDescription>HR decides whether the pay can be shown.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="copies"
        render={({ field }) => (
          <FormItem id={`${ids}-copies`}>
            <FormLabel>Copies</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={copyOptions}
                value={String(field.value)}
                width="narrow"
                onValueChange={field.onChange}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="needed_by"
        render={({ field }) => (
          <FormItem id={`${ids}-needed-by`}>
            <FormLabel>Needed by</FormLabel>
            <FormControl>
              <DatePicker
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={manilaToday()}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <RequestFormFooter
        form={form}
        ids={ids}
        files={{
          label: 'Attachments (optional)',
          name: 'attachments',
          hint: 'The form a bank or embassy gave you, if any: PDF, PNG or JPEG.',
        }}
        fileLabel="File certificate request"
        pending={pending}
        onKeepDraft={onCancel}
      />
    </form>
  )
}
