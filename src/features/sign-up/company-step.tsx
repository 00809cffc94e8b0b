import { companySizeOptions, industryOptions } from '@contract/options'
import { companyDetailsSchema } from '@contract/signup'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { useRegisterCompany, type CompanyDetails } from './api/register-company'

export type CompanyStepProps = {
  adminId: number
  /** From the code step: binds this step to the sign-up that created the admin. */
  signupToken: string
  /** The company is registered and awaits activation. */
  onRegistered: () => void
}

// The selects' value until something is chosen; the schema refuses it with 'Choose ... from the list.'
const nothingChosen = { company_industry: '', company_size: '' } as unknown as Pick<
  CompanyDetails,
  'company_industry' | 'company_size'
>

/**
 * Sign-up, fourth step: the business details (docs/product/records.md#sign-up-forms and
 * docs/product/states.md#sign-up).
 */
export function CompanyStep({ adminId, signupToken, onRegistered }: CompanyStepProps) {
  const form = useContractForm(companyDetailsSchema, {
    defaultValues: { company_name: '', company_address: '', ...nothingChosen },
  })
  const registerCompany = useRegisterCompany({ adminId, signupToken })

  const onSubmit = form.handleSubmit((body) =>
    registerCompany.mutate(body, {
      onSuccess: () => onRegistered(),
      onError: form.fail,
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Tell us about your company</DialogTitle>
        <DialogDescription>We use these details to set up and activate your company’s account.</DialogDescription>
      </DialogHeader>
      <TextField
        control={form.control}
        name="company_name"
        id="signup-company-name"
        label="Company name"
        autoComplete="organization"
      />
      <TextField
        control={form.control}
        name="company_address"
        id="signup-company-address"
        label="Company address"
        autoComplete="street-address"
      />
      <FormField
        control={form.control}
        name="company_industry"
        render={({ field }) => (
          <FormItem id="signup-company-industry">
            <FormLabel>Industry</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={industryOptions}
                value={field.value}
                onValueChange={field.onChange}
                placeholder="Choose an industry"
                searchPlaceholder="Search industries..."
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="company_size"
        render={({ field }) => (
          <FormItem id="signup-company-size">
            <FormLabel>Company size</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={companySizeOptions}
                value={field.value}
                onValueChange={field.onChange}
                placeholder="Choose the number of employees"
                searchPlaceholder="Search sizes..."
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
      <DialogFooter>
        <Button type="submit" color="blue" loading={registerCompany.isPending} disabled={form.waitSeconds > 0}>
          Register
        </Button>
      </DialogFooter>
    </form>
  )
}
