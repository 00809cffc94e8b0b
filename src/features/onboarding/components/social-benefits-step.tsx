import { useId } from 'react'
import type { Onboarding } from '@contract/onboarding'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { GovernmentIdInput, phNumberFormats, type GovernmentIdKind } from '@/components/ui/ph-numbers'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { stepSchemas } from '../step-schemas'
import { useSaveSocialBenefits } from '../api/save-social-benefits'
import { stepDraftKey } from '../onboarding-steps'
import { submitStep } from './submit-step'
import { StepActions } from './step-actions'

/** In the order of the social benefits form (docs/product/records.md#onboarding), each with where to find it. */
const numbers: readonly { kind: GovernmentIdKind; label: string; digits: string; where: string }[] = [
  { kind: 'philhealth', label: 'PhilHealth number', digits: '12 digits', where: 'on your PhilHealth ID or MDR' },
  {
    kind: 'pagibig',
    label: 'Pag-IBIG MID number',
    digits: '12 digits',
    where: 'on your Pag-IBIG loyalty card or MID slip',
  },
  { kind: 'sss', label: 'SSS number', digits: '10 digits', where: 'on your UMID or SSS E-1 form' },
  {
    kind: 'tin',
    label: 'TIN',
    digits: '9 digits, or 12 with the branch code',
    where: 'on your BIR Form 1902 or TIN ID',
  },
]

function benefitsDefaults(saved: Onboarding['social_benefits']) {
  return {
    philhealth: saved?.philhealth ?? '',
    pagibig: saved?.pagibig ?? '',
    sss: saved?.sss ?? '',
    tin: saved?.tin ?? '',
  }
}

export type SocialBenefitsStepProps = {
  saved: Onboarding['social_benefits']
  onBack: () => void
  onSaved: () => void
}

/** Step 4: the government numbers payroll remits contributions and tax under, typed through their masks. */
export function SocialBenefitsStep({ saved, onBack, onSaved }: SocialBenefitsStepProps) {
  const ids = useId()
  const save = useSaveSocialBenefits()
  const form = useContractForm(stepSchemas.social_benefits, {
    defaultValues: benefitsDefaults(saved),
    draft: { key: stepDraftKey('social_benefits') },
  })

  const onSubmit = submitStep(form, save, onSaved)

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {numbers.map(({ kind, label, digits, where }) => (
        <FormField
          key={kind}
          control={form.control}
          name={kind}
          render={({ field }) => (
            <FormItem id={`${ids}-${kind}`}>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <GovernmentIdInput
                  kind={kind}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>{`Format ${phNumberFormats[kind].placeholder} (${digits}), ${where}.`}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <div className="sm:col-span-2">
        <StepActions onBack={onBack} saving={save.isPending} waitSeconds={form.waitSeconds} />
      </div>
    </form>
  )
}
