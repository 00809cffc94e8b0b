import { useId } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { MAX_BANK_ACCOUNTS } from '@contract/limits'
import type { Onboarding } from '@contract/onboarding'
import { Button } from '@/components/ui/button'
import {
  FieldErrors,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { TextField } from '@/components/ui/text-field'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { stepSchemas } from '../step-schemas'
import { useSaveBankInformation } from '../api/save-bank-information'
import { listErrors } from '../list-errors'
import { stepDraftKey } from '../onboarding-steps'
import { submitStep } from './submit-step'
import { ListEntry } from './list-entry'
import { StepActions } from './step-actions'

type SavedAccounts = Onboarding['bank_accounts']

function bankDefaults(saved: SavedAccounts, accountName: string) {
  if (saved.length === 0)
    return { banks: [{ bank_name: '', account_name: accountName, account_no: '' }], primary_bank_index: 0 }
  return {
    banks: saved.map(({ bank_name, account_name, account_no }) => ({ bank_name, account_name, account_no })),
    primary_bank_index: Math.max(
      0,
      saved.findIndex((account) => account.is_primary),
    ),
  }
}

/** Where the primary choice goes when an account leaves: it stays on the same account, or the first. */
function primaryAfterRemoving(primary: number, removed: number): number {
  if (removed === primary) return 0
  return removed < primary ? primary - 1 : primary
}

export type BankInformationStepProps = {
  saved: SavedAccounts
  /** The name on a new account until the person changes it: the legal name of step 1. */
  accountName: string
  onBack: () => void
  onSaved: () => void
}

/** Step 3: the accounts pay can go to, up to three, and the primary one that payroll pays into. */
export function BankInformationStep({ saved, accountName, onBack, onSaved }: BankInformationStepProps) {
  const ids = useId()
  const save = useSaveBankInformation()
  const form = useContractForm(stepSchemas.bank_information, {
    defaultValues: bankDefaults(saved, accountName),
    draft: { key: stepDraftKey('bank_information') },
  })
  const banks = useFieldArray({ control: form.control, name: 'banks' })
  const entered = useWatch({ control: form.control, name: 'banks' })
  const full = banks.fields.length >= MAX_BANK_ACCOUNTS

  const onSubmit = submitStep(form, save, onSaved)

  // docs/product/states.md#onboarding: removing an account clears errors. Its own go with it; the others keep theirs.
  function remove(index: number) {
    const primary = Number(form.getValues('primary_bank_index'))
    form.clearErrors(`banks.${index}`)
    banks.remove(index)
    form.setValue('primary_bank_index', primaryAfterRemoving(primary, index), { shouldDirty: true })
    form.clearErrors('primary_bank_index')
  }

  const accountLabel = (index: number) => {
    const bank = entered[index]?.bank_name.trim()
    const number = entered[index]?.account_no.trim() ?? ''
    const ending = number.length >= 4 ? ` ending in ${number.slice(-4)}` : ''
    return bank ? `${bank}${ending}` : `Account ${index + 1}${ending}`
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {banks.fields.map((bank, index) => {
        const field = (name: string) => `${ids}-${index}-${name}`
        return (
          <ListEntry
            key={bank.id}
            legend={`Account ${index + 1}`}
            removeLabel={`Remove account ${index + 1}`}
            onRemove={banks.fields.length > 1 ? () => remove(index) : undefined}
          >
            <TextField
              control={form.control}
              name={`banks.${index}.bank_name`}
              id={field('bank')}
              label="Bank"
              description="BDO, BPI, Metrobank, GCash…"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name={`banks.${index}.account_name`}
              id={field('account-name')}
              label="Account name"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name={`banks.${index}.account_no`}
              id={field('account-no')}
              label="Account number"
              description="10 to 16 digits, without spaces."
              className="sm:col-span-2"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
            />
          </ListEntry>
        )
      })}
      <FieldErrors errors={listErrors(form.formState.errors.banks)} />
      <div className="flex flex-col items-start gap-1">
        <Button
          type="button"
          color="white"
          size="sm"
          disabled={full}
          onClick={() => banks.append({ bank_name: '', account_name: accountName, account_no: '' })}
        >
          Add an account
        </Button>
        {full && (
          <p className="text-xs text-slate-600">You have added the most accounts we keep ({MAX_BANK_ACCOUNTS}).</p>
        )}
      </div>
      <FormField
        control={form.control}
        name="primary_bank_index"
        render={({ field: primary }) => (
          <FormItem id={`${ids}-primary`}>
            <FormLabel>Primary account</FormLabel>
            <FormControl>
              <RadioGroup
                ref={primary.ref}
                value={String(primary.value)}
                onValueChange={(value) => primary.onChange(Number(value))}
              >
                {banks.fields.map((bank, index) => (
                  <RadioGroupItem
                    key={bank.id}
                    id={`${ids}-primary-${index}`}
                    value={String(index)}
                    label={accountLabel(index)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormDescription>Your pay goes here; the others are kept on file.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <StepActions onBack={onBack} saving={save.isPending} waitSeconds={form.waitSeconds} />
    </form>
  )
}
