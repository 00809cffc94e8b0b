import { useId } from 'react'
import { useFieldArray } from 'react-hook-form'
import { MAX_EMERGENCY_CONTACTS } from '@contract/limits'
import type { Onboarding } from '@contract/onboarding'
import { Button } from '@/components/ui/button'
import { FieldErrors, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { MobileNumberInput } from '@/components/ui/ph-numbers'
import { TextField } from '@/components/ui/text-field'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { stepSchemas } from '../step-schemas'
import { listErrors } from '../list-errors'
import { useSaveEmergencyContacts } from '../api/save-emergency-contacts'
import { stepDraftKey } from '../onboarding-steps'
import { submitStep } from './submit-step'
import { ListEntry } from './list-entry'
import { StepActions } from './step-actions'

const blankContact = { name: '', relationship: '', contact_no: '' }

function contactsDefaults(saved: Onboarding['emergency_contacts']) {
  return {
    contacts:
      saved.length > 0
        ? saved.map(({ name, relationship, contact_no }) => ({ name, relationship, contact_no }))
        : [blankContact],
  }
}

export type EmergencyContactsStepProps = {
  saved: Onboarding['emergency_contacts']
  onBack: () => void
  onSaved: () => void
}

/** Step 2: who to call in an emergency, one to five people. */
export function EmergencyContactsStep({ saved, onBack, onSaved }: EmergencyContactsStepProps) {
  const ids = useId()
  const save = useSaveEmergencyContacts()
  const form = useContractForm(stepSchemas.emergency_contacts, {
    defaultValues: contactsDefaults(saved),
    draft: { key: stepDraftKey('emergency_contacts') },
  })
  const contacts = useFieldArray({ control: form.control, name: 'contacts' })
  const full = contacts.fields.length >= MAX_EMERGENCY_CONTACTS

  const onSubmit = submitStep(form, save, onSaved)

  // docs/product/states.md#onboarding: removing a contact clears errors. Its own go with it; the others keep theirs,
  // under the contact they belong to (react-hook-form moves them up with the list).
  function remove(index: number) {
    form.clearErrors(`contacts.${index}`)
    contacts.remove(index)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {contacts.fields.map((contact, index) => {
        const field = (name: string) => `${ids}-${index}-${name}`
        return (
          <ListEntry
            key={contact.id}
            legend={`Contact ${index + 1}`}
            removeLabel={`Remove contact ${index + 1}`}
            onRemove={contacts.fields.length > 1 ? () => remove(index) : undefined}
          >
            <TextField
              control={form.control}
              name={`contacts.${index}.name`}
              id={field('name')}
              label="Name"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name={`contacts.${index}.relationship`}
              id={field('relationship')}
              label="Relationship"
              description="Mother, spouse, sibling…"
              autoComplete="off"
            />
            <FormField
              control={form.control}
              name={`contacts.${index}.contact_no`}
              render={({ field: input }) => (
                <FormItem id={field('contact-no')} className="sm:col-span-2">
                  <FormLabel>Contact number</FormLabel>
                  <FormControl>
                    <MobileNumberInput
                      ref={input.ref}
                      autoComplete="off"
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </ListEntry>
        )
      })}
      <FieldErrors errors={listErrors(form.formState.errors.contacts)} />
      <div className="flex flex-col items-start gap-1">
        <Button type="button" color="white" size="sm" disabled={full} onClick={() => contacts.append(blankContact)}>
          Add a contact
        </Button>
        {full && (
          <p className="text-xs text-slate-600">You have added the most contacts we keep ({MAX_EMERGENCY_CONTACTS}).</p>
        )}
      </div>
      <StepActions onBack={onBack} saving={save.isPending} waitSeconds={form.waitSeconds} />
    </form>
  )
}
