import { nullable } from '@mswjs/data'
import type { onboardingSteps } from '@contract/onboarding'
import type { civilStatusValues, genderValues } from '@contract/options'
import { autoIncrement } from '../sequence'

/**
 * An employee's records as HR keeps them: employment terms (with the salary payroll uses), and what
 * the employee saves in onboarding and sees in the profile. One row per user in employee_record,
 * personal_info and social_benefits; any number of contacts and bank accounts. Numbers are stored as
 * digits only (docs/product/philippines.md#formats).
 */
export type OnboardingStep = (typeof onboardingSteps)[number]
type Gender = (typeof genderValues)[number]
type CivilStatus = (typeof civilStatusValues)[number]

export const employeeRecordModels = {
  employee_record: {
    id: autoIncrement('employee_record'),
    user_id: Number,
    employee_no: String,
    work_email: String,
    manager_name: nullable<string>(() => null),
    regularized_on: nullable<string>(() => null),
    /** Basic monthly pay in pesos, for payslips. */
    monthly_salary: Number,
    /** The last day of employment of someone who has left (or is leaving); null while employed. */
    separated_on: nullable<string>(() => null),
    completed_steps: (): OnboardingStep[] => [],
  },

  personal_info: {
    id: autoIncrement('personal_info'),
    user_id: Number,
    first_name: String,
    last_name: String,
    middle_name: nullable<string>(() => null),
    suffix: nullable<string>(() => null),
    birthdate: String,
    /** Also decides which statutory leaves apply (maternity, paternity). */
    gender: (): Gender => 'female',
    civil_status: (): CivilStatus => 'single',
    complete_address: String,
    contact_no: String,
    alternative_email: nullable<string>(() => null),
  },

  emergency_contact: {
    id: autoIncrement('emergency_contact'),
    user_id: Number,
    name: String,
    contact_no: String,
    relationship: String,
  },

  bank_account: {
    id: autoIncrement('bank_account'),
    user_id: Number,
    bank_name: String,
    account_name: String,
    account_no: String,
    is_primary: Boolean,
  },

  social_benefits: {
    id: autoIncrement('social_benefits'),
    user_id: Number,
    philhealth: String,
    pagibig: String,
    sss: String,
    tin: String,
  },
}
