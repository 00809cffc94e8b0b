import type { Onboarding, PersonalInfo } from '@contract/onboarding'
import type { Profile } from '@contract/profile'
import type { UserRow } from '../db'
import {
  bankAccountsOf,
  emergencyContactsOf,
  employeeRecordOf,
  personalInfoOf,
  socialBenefitsOf,
} from '../db/employee-records'
import { presentUser } from './user'

/** The employee's records as onboarding and the profile show them; the same shapes in both. */

function personalInfo(user: UserRow): PersonalInfo | null {
  const info = personalInfoOf(user.id)
  if (!info) return null
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    middle_name: info.middle_name,
    suffix: info.suffix,
    birthdate: info.birthdate,
    gender: info.gender,
    civil_status: info.civil_status,
    complete_address: info.complete_address,
    contact_no: info.contact_no,
    alternative_email: info.alternative_email,
    employee_avatar: user.employee_avatar,
  }
}

function records(user: UserRow) {
  const benefits = socialBenefitsOf(user.id)
  return {
    personal_info: personalInfo(user),
    emergency_contacts: emergencyContactsOf(user.id).map(({ id, name, contact_no, relationship }) => ({
      id,
      name,
      contact_no,
      relationship,
    })),
    bank_accounts: bankAccountsOf(user.id).map(({ id, bank_name, account_name, account_no, is_primary }) => ({
      id,
      bank_name,
      account_name,
      account_no,
      is_primary,
    })),
    social_benefits: benefits
      ? { philhealth: benefits.philhealth, pagibig: benefits.pagibig, sss: benefits.sss, tin: benefits.tin }
      : null,
  }
}

export function presentOnboarding(user: UserRow): Onboarding {
  return { completed_steps: employeeRecordOf(user.id)?.completed_steps ?? [], ...records(user) }
}

function employment(user: UserRow): Profile['employment'] {
  const record = employeeRecordOf(user.id)
  if (!user.is_employee || !user.employment_type) return null
  return {
    employee_no: record?.employee_no ?? '',
    job_title: user.job_title ?? '',
    department: user.department ?? '',
    employment_type: user.employment_type,
    hired_on: user.hired_on ?? '',
    regularized_on: record?.regularized_on ?? null,
    manager_name: record?.manager_name ?? null,
    work_email: record?.work_email ?? user.email,
  }
}

export function presentProfile(user: UserRow): Profile {
  return { user: presentUser(user), employment: employment(user), ...records(user) }
}
