import { useId } from 'react'
import { Controller } from 'react-hook-form'
import { MAX_AGE, MIN_WORKING_AGE } from '@contract/limits'
import type { PersonalInfo } from '@contract/onboarding'
import { civilStatusOptions, genderOptions } from '@contract/options'
import { DatePicker } from '@/components/ui/date-picker'
import { Field } from '@/components/ui/field'
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

/** The birthdates the contract takes: someone of working age and under 100 today (Manila). */
function birthdateBounds(today: string) {
  const year = Number(today.slice(0, 4))
  // 29 February is not a date in most years.
  const monthDay = today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)
  return { min: `${year - MAX_AGE}${monthDay}`, max: `${year - MIN_WORKING_AGE}${monthDay}` }
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
  const bounds = birthdateBounds(manilaToday())

  const onSubmit = submitStep(form, save, () => {
    // Sent once: the saved photo shows from now on.
    form.setValue('avatar', undefined)
    onSaved()
  })

  const field = (name: string) => `${ids}-${name}`
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Controller
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
              errors={form.errorsOf('avatar')}
            />
          </div>
        )}
      />
      <Field label="First name" name={field('first-name')} errors={form.errorsOf('first_name')}>
        <Input autoComplete="given-name" {...form.register('first_name')} />
      </Field>
      <Field
        label={<OptionalLabel>Middle name</OptionalLabel>}
        name={field('middle-name')}
        errors={form.errorsOf('middle_name')}
      >
        <Input autoComplete="additional-name" {...form.register('middle_name')} />
      </Field>
      <Field label="Last name" name={field('last-name')} errors={form.errorsOf('last_name')}>
        <Input autoComplete="family-name" {...form.register('last_name')} />
      </Field>
      <Field
        label={<OptionalLabel>Suffix</OptionalLabel>}
        name={field('suffix')}
        hint="Jr., Sr., III…"
        errors={form.errorsOf('suffix')}
      >
        <Input autoComplete="honorific-suffix" {...form.register('suffix')} />
      </Field>
      <Controller
        control={form.control}
        name="birthdate"
        render={({ field: birthdate }) => (
          <Field label="Birthdate" name={field('birthdate')} errors={form.errorsOf('birthdate')}>
            <DatePicker
              ref={birthdate.ref}
              value={birthdate.value}
              onChange={birthdate.onChange}
              onBlur={birthdate.onBlur}
              captionLayout="dropdown"
              min={bounds.min}
              max={bounds.max}
              placeholder="Pick your birthdate"
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="civil_status"
        render={({ field: civilStatus }) => (
          <Field label="Civil status" name={field('civil-status')} errors={form.errorsOf('civil_status')}>
            <Select
              ref={civilStatus.ref}
              options={civilStatusOptions}
              value={civilStatus.value}
              onValueChange={civilStatus.onChange}
              placeholder="Choose your civil status"
              searchPlaceholder="Search…"
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="gender"
        render={({ field: gender }) => (
          <Field label="Gender" name={field('gender')} errors={form.errorsOf('gender')} className="sm:col-span-2">
            <RadioGroup ref={gender.ref} value={gender.value} onValueChange={gender.onChange} layout="row">
              {genderOptions.map((option) => (
                <RadioGroupItem
                  key={option.value}
                  id={field(`gender-${option.value}`)}
                  value={option.value}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <Field
        label="Complete address"
        name={field('address')}
        hint="House number, street, barangay, city or municipality, province and ZIP code."
        errors={form.errorsOf('complete_address')}
        className="sm:col-span-2"
      >
        <Textarea autoComplete="street-address" rows={2} {...form.register('complete_address')} />
      </Field>
      <Controller
        control={form.control}
        name="contact_no"
        render={({ field: contactNo }) => (
          <Field label="Contact number" name={field('contact-no')} errors={form.errorsOf('contact_no')}>
            <MobileNumberInput
              ref={contactNo.ref}
              value={contactNo.value}
              onChange={contactNo.onChange}
              onBlur={contactNo.onBlur}
            />
          </Field>
        )}
      />
      <Field
        label={<OptionalLabel>Alternative e-mail</OptionalLabel>}
        name={field('alternative-email')}
        hint="A personal address, besides your work e-mail."
        errors={form.errorsOf('alternative_email')}
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('alternative_email')} />
      </Field>
      <div className="sm:col-span-2">
        <StepActions saving={save.isPending} waitSeconds={form.waitSeconds} />
      </div>
    </form>
  )
}
