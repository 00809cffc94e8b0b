import type { EmploymentType } from '@contract/options'

/**
 * The named people of the demo and the tests. Plain data, importable anywhere (the dev server prints
 * them at start-up). Every persona signs in with DEMO_PASSWORD, which passes the contract's
 * new-password rules.
 */
export const DEMO_PASSWORD = 'Mabuhay-Demo-2026'

/** The authenticator secret of the two-factor persona: add it to a real app to demo a sign-in. */
export const DEMO_TOTP_SECRET = 'CJS6PWAHNFU4M3UE77D6YRH43VGIESLT'

/**
 * The two-factor persona's recovery codes, fixed so demos and e2e tests can use them. Only the seed
 * reads them, to store their hashes: the mock never keeps or shows a code in plain text, and each
 * works once until the database is reset.
 */
export const DEMO_RECOVERY_CODES = [
  'BHB6-Q8CW',
  '9JCS-WYCG',
  'MT2N-YJXF',
  'DQDN-98JU',
  'Z4NN-YYC4',
  'ZSDP-MKHY',
  'U7RQ-2RAT',
  '782S-7288',
  'JADP-BDJY',
  'BX85-MUYX',
] as const

export const demoCompanies = {
  bayanihan: {
    name: 'Bayanihan Tech Solutions Inc.',
    address: '28th Floor, One World Place, 32nd Street, Bonifacio Global City, Taguig City, 1634 Metro Manila',
    tin: '009123456000',
    industry: 'software_and_saas',
    size: 'eleven_fifty_employees',
    status: 'active',
  },
  sampaguita: {
    name: 'Sampaguita Bakeshop Co.',
    address: '145 J.P. Rizal Street, Barangay San Roque, Marikina City, 1801 Metro Manila',
    industry: 'food_and_beverage',
    size: 'one_ten_employees',
    status: 'pending_activation',
  },
} as const

export type DemoCompanyKey = keyof typeof demoCompanies

export type Persona = {
  label: string
  email: string
  password: string
  full_name: string
  company: DemoCompanyKey
  admin: boolean
  /** false for an owner who only administers: such a user logs in as userType 'admin'. */
  employee: boolean
  employment_type: EmploymentType | null
  job_title: string | null
  department: string | null
  /** Days between the hire date and the seed's "now". */
  hired_days_ago: number | null
  is_onboard?: boolean
  is_force_change_password?: boolean
  status?: 'active' | 'inactive'
  totp_secret?: string
  /** Plain text, for the demo; the seed stores only their hashes. */
  recovery_codes?: readonly string[]
}

const staff = (persona: Omit<Persona, 'password' | 'company' | 'admin' | 'employee'> & Partial<Persona>): Persona => ({
  password: DEMO_PASSWORD,
  company: 'bayanihan',
  admin: false,
  employee: true,
  ...persona,
})

/** An owner who administers the company but has no employment in it. */
const adminOnly = {
  admin: true,
  employee: false,
  employment_type: null,
  job_title: null,
  department: null,
  hired_days_ago: null,
} as const

export const personas = {
  regular: staff({
    label: 'Regular employee, a year of history (main demo persona)',
    email: 'maria.santos@bayanihantech.ph',
    full_name: 'Maria Santos',
    employment_type: 'regular',
    job_title: 'Senior Software Engineer',
    department: 'Engineering',
    hired_days_ago: 430,
  }),
  twoFactor: staff({
    label: 'Regular employee with two-factor on',
    email: 'jose.reyes@bayanihantech.ph',
    full_name: 'Jose Reyes',
    employment_type: 'regular',
    job_title: 'QA Engineer',
    department: 'Engineering',
    hired_days_ago: 610,
    totp_secret: DEMO_TOTP_SECRET,
    recovery_codes: DEMO_RECOVERY_CODES,
  }),
  probationary: staff({
    label: 'Probationary employee',
    email: 'angelica.delacruz@bayanihantech.ph',
    full_name: 'Angelica Dela Cruz',
    employment_type: 'probationary',
    job_title: 'Customer Success Associate',
    department: 'Customer Success',
    hired_days_ago: 75,
  }),
  contractor: staff({
    label: 'Independent contractor',
    email: 'paolo.garcia@bayanihantech.ph',
    full_name: 'Paolo Garcia',
    employment_type: 'independent_contractor',
    job_title: 'UI Designer (contract)',
    department: 'Design',
    hired_days_ago: 120,
  }),
  onboarding: staff({
    label: 'New hire still onboarding (probationary)',
    email: 'kristine.mendoza@bayanihantech.ph',
    full_name: 'Kristine Mendoza',
    employment_type: 'probationary',
    job_title: 'Junior Accountant',
    department: 'Finance',
    hired_days_ago: 3,
    is_onboard: true,
  }),
  mustChangePassword: staff({
    label: 'Employee who must change the password',
    email: 'ramon.villanueva@bayanihantech.ph',
    full_name: 'Ramon Villanueva',
    employment_type: 'regular',
    job_title: 'DevOps Engineer',
    department: 'Engineering',
    hired_days_ago: 260,
    is_force_change_password: true,
  }),
  deactivated: staff({
    label: 'Deactivated employee (cannot sign in)',
    email: 'liza.bautista@bayanihantech.ph',
    full_name: 'Liza Bautista',
    employment_type: 'regular',
    job_title: 'Sales Executive',
    department: 'Sales',
    hired_days_ago: 900,
    status: 'inactive',
  }),
  adminEmployee: staff({
    label: 'HR manager: admin and employee (can switch to admin)',
    email: 'carmela.aquino@bayanihantech.ph',
    full_name: 'Carmela Aquino',
    admin: true,
    employment_type: 'regular',
    job_title: 'HR Manager',
    department: 'People and Culture',
    hired_days_ago: 1200,
  }),
  owner: staff({
    label: 'Company owner, admin only (goes to the admin app)',
    email: 'rogelio.tan@bayanihantech.ph',
    full_name: 'Rogelio Tan',
    ...adminOnly,
  }),
  pendingOwner: staff({
    label: 'Owner of a company awaiting activation (cannot sign in yet)',
    email: 'teresita.navarro@sampaguitabakeshop.ph',
    full_name: 'Teresita Navarro',
    company: 'sampaguita',
    ...adminOnly,
  }),
} satisfies Record<string, Persona>

export type PersonaKey = keyof typeof personas
