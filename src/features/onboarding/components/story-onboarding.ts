import type { Onboarding } from '@contract/onboarding'

/** A new hire's progress for stories: personal information saved, the rest to do. */
export const storyProgress: Onboarding = {
  completed_steps: ['personal_info'],
  personal_info: {
    first_name: 'Kristine',
    middle_name: 'Lopez',
    last_name: 'Mendoza',
    suffix: null,
    birthdate: '1998-04-12',
    gender: 'female',
    civil_status: 'single',
    complete_address: '12 Narra Street, Barangay Malanday, Marikina City, 1805 Metro Manila',
    contact_no: '+639175550142',
    alternative_email: null,
    employee_avatar: null,
  },
  emergency_contacts: [],
  bank_accounts: [],
  social_benefits: null,
}

/** Every step but the last saved: the person is one password away from done. */
export const storyAlmostDone: Onboarding = {
  ...storyProgress,
  completed_steps: ['personal_info', 'emergency_contacts', 'bank_information', 'social_benefits'],
  emergency_contacts: [
    { id: 1, name: 'Rosario Mendoza', relationship: 'Mother', contact_no: '+639171234567' },
    { id: 2, name: 'Noel Mendoza', relationship: 'Father', contact_no: '+639189876543' },
  ],
  bank_accounts: [
    {
      id: 1,
      bank_name: 'BDO Unibank',
      account_name: 'Kristine L. Mendoza',
      account_no: '001234567890',
      is_primary: false,
    },
    { id: 2, bank_name: 'BPI', account_name: 'Kristine L. Mendoza', account_no: '3456789012', is_primary: true },
  ],
  social_benefits: { philhealth: '120000123456', pagibig: '121212345678', sss: '3412345678', tin: '123456789' },
}
