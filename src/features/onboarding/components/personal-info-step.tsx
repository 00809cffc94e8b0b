import { useId } from 'react'
import { birthdatesOfAges } from '@contract/dates/age'
import { MAX_AGE, MIN_WORKING_AGE } from '@contract/limits'
import type { PersonalInfo } from '@contract/onboarding'
import { civilStatusOptions, genderOptions } from '@contract/options'
import { DatePicker } from '@/components/ui/date-picker'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { MobileNumberInput } from '@/components/ui/ph-numbers'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { manilaToday } from '@/lib/dates'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useAuth } from '@/session/use-auth'
import { useSavePersonalInfo } from '../api/save-personal-info'
import { stepDraftKey } from '../onboarding-steps'
import { stepSchemas } from '../step-schemas'
import { submitStep } from './submit-step'
import { OptionalLabel } from './optional-label'
import { PhotoField } from './photo-field'
import { StepActions } from './step-actions'

type Gender = PersonalInfo['gender']
type CivilStatus = PersonalInfo['civil_status']

/** The saved information, or empty fields; the photo is never a default (a file is chosen anew). */
function personalInfoDefaults(saved: PersonalInfo | null) {
  return {
    avatar: undefined,
    first_name: saved?.first_name ?? '',
    middle_name: saved?.middle_name ?? '',
    last_name: saved?.last_name ?? '',
    suffix: saved?.suffix ?? '',
    birthdate: saved?.birthdate ?? '',
    // No choice until the person makes one: the contract words the refusal.
    gender: saved?.gender ?? ('' as Gender),
    civil_status: saved?.civil_status ?? ('' as CivilStatus),
    complete_address: saved?.complete_address ?? '',
    contact_no: saved?.contact_no ?? '',
    alternative_email: saved?.alternative_email ?? '',
  }
}

export type PersonalInfoStepProps = {
  saved: PersonalInfo | null
  onSaved: () => void
}

/** Step 1: the legal name, birthdate, gender, civil status, address and contact details, and a photo if wanted. */
export function PersonalInfoStep({ saved, onSaved }: PersonalInfoStepProps) {
  const ids = useId()
  const { user } = useAuth()
  const save = useSavePersonalInfo()
  const form = useContractForm(stepSchemas.personal_info, {
    defaultValues: personalInfoDefaults(saved),
    draft: { key: stepDraftKey('personal_info') },
  })
  // The birthdates the contract takes: someone of working age and under 100 today (Manila).
  const bounds = birthdatesOfAges(MIN_WORKING_AGE, MAX_AGE, manilaToday())

  const onSubmit = submitStep(form, save, () => {
    // Sent once: the saved photo shows from now on.
    form.setValue('avatar', undefined)
    onSaved()
  })

  const field = (name: string) => `${ids}-${name}`
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        control={form.control}
        name="avatar"
        render={({ field: photo }) => (
          <div className="sm:col-span-2">
            <PhotoField
              id={field('photo')}
              value={photo.value}
              onChoose={(file) => {
                form.setValue('avatar', file, { shouldDirty: true })
                void form.trigger('avatar')
              }}
              onRemove={() => {
                form.setValue('avatar', undefined, { shouldDirty: true })
                form.clearErrors('avatar')
              }}
              savedPhoto={saved?.employee_avatar ?? null}
              fullName={user?.full_name ?? ''}
              colour={user?.default_img_bg ?? 'blue'}
            />
          </div>
        )}
      />
      <FormField
        control={form.control}
        name="first_name"
        render={({ field: input }) => (
          <FormItem id={field('first-name')}>
            <FormLabel>First name</FormLabel>
            <FormControl>
              <Input autoComplete="given-name" {...input} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="middle_name"
        render={({ field: input }) => (
          <FormItem id={field('middle-name')}>
            <FormLabel>
              <OptionalLabel>Middle name</OptionalLabel>
            </FormLabel>
            <FormControl>
              <Input autoComplete="additional-name" {...input} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="last_name"
        render={({ field: input }) => (
          <FormItem id={field('last-name')}>
            <FormLabel>Last name</FormLabel>
            <FormControl>
              <Input autoComplete="family-name" {...input} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="suffix"
        render={({ field: input }) => (
          <FormItem id={field('suffix')}>
            <FormLabel>
              <OptionalLabel>Suffix</OptionalLabel>
            </FormLabel>
            <FormControl>
              <Input autoComplete="honorific-suffix" {...input} />
            </FormControl>
            <FormDescription>Jr., Sr., III…</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="birthdate"
        render={({ field: input }) => (
          <FormItem id={field('birthdate')}>
            <FormLabel>Birthdate</FormLabel>
            <FormControl>
              <DatePicker
                ref={input.ref}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                captionLayout="dropdown"
                min={bounds.first}
                max={bounds.last}
                placeholder="Pick your birthdate"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="civil_status"
        render={({ field: input }) => (
          <FormItem id={field('civil-status')}>
            <FormLabel>Civil status</FormLabel>
            <FormControl>
              <Select
                ref={input.ref}
                options={civilStatusOptions}
                value={input.value}
                onValueChange={input.onChange}
                placeholder="Choose your civil status"
                searchPlaceholder="Search…"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="gender"
        render={({ field: input }) => (
          <FormItem id={field('gender')} className="sm:col-span-2">
            <FormLabel>Gender</FormLabel>
            <FormControl>
              <RadioGroup ref={input.ref} value={input.value} onValueChange={input.onChange} layout="row">
                {genderOptions.map((option) => (
                  <RadioGroupItem
                    key={option.value}
                    id={field(`gender-${option.value}`)}
                    value={option.value}
                    label={option.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="complete_address"
        render={({ field: input }) => (
          <FormItem id={field('address')} className="sm:col-span-2">
            <FormLabel>Complete address</FormLabel>
            <FormControl>
              <Textarea autoComplete="street-address" rows={2} {...input} />
            </FormControl>
            <FormDescription>
              House number, street, barangay, city or municipality, province and ZIP code.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="contact_no"
        render={({ field: input }) => (
          <FormItem id={field('contact-no')}>
            <FormLabel>Contact number</FormLabel>
            <FormControl>
              <MobileNumberInput ref={input.ref} value={input.value} onChange={input.onChange} onBlur={input.onBlur} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="alternative_email"
        render={({ field: input }) => (
          <FormItem id={field('alternative-email')}>
            <FormLabel>
              <OptionalLabel>Alternative e-mail</OptionalLabel>
            </FormLabel>
            <FormControl>
              <Input type="email" autoComplete="email" inputMode="email" {...input} />
            </FormControl>
            <FormDescription>A personal address, besides your work e-mail.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="sm:col-span-2">
        <StepActions saving={save.isPending} waitSeconds={form.waitSeconds} />
      </div>
    </form>
  )
}
