import type { Profile } from '@contract/profile'
import { fakeUser } from '@/session/testing/session-fixtures'

/** Stories only: Maria Santos's profile as the server answers it, and one with no records at all. */
export const storyProfile: Profile = {
  user: fakeUser({ email: 'maria.santos@bayanihantech.ph', default_img_bg: 'violet' }),
  employment: {
    employee_no: 'BTS-2025-0001',
    job_title: 'Senior Software Engineer',
    department: 'Engineering',
    employment_type: 'regular',
    hired_on: '2025-09-18',
    regularized_on: '2026-03-17',
    manager_name: 'Ricardo Lim',
    work_email: 'maria.santos@bayanihantech.ph',
  },
  personal_info: {
    first_name: 'Maria',
    last_name: 'Santos',
    middle_name: 'Lim',
    suffix: null,
    birthdate: '1996-12-24',
    gender: 'female',
    civil_status: 'single',
    complete_address: '77 Sampaguita Street, Barangay San Isidro, Taguig City, 1630 Metro Manila',
    contact_no: '+639634343526',
    alternative_email: null,
    employee_avatar: null,
  },
  emergency_contacts: [
    { id: 1, name: 'Rosario Santos', contact_no: '+639972200022', relationship: 'Mother' },
    { id: 2, name: 'Ysabel Santos', contact_no: '+639341968422', relationship: 'Sister' },
  ],
  bank_accounts: [
    { id: 1, bank_name: 'Metrobank', account_name: 'Maria L. Santos', account_no: '3012456931', is_primary: false },
    { id: 2, bank_name: 'BDO Unibank', account_name: 'Maria L. Santos', account_no: '004560123387', is_primary: true },
  ],
  social_benefits: { tin: '123456787010', sss: '3456785999', philhealth: '190512342065', pagibig: '121234567396' },
}

/** An administrator who is not an employee, or a new hire before any record: every part empty. */
export const storyEmptyProfile: Profile = {
  user: fakeUser({ full_name: 'Rogelio Tan', employment_type: null, default_img_bg: 'teal' }),
  employment: null,
  personal_info: null,
  emergency_contacts: [],
  bank_accounts: [],
  social_benefits: null,
}
