/**
 * The option lists of docs/product/records.md#option-lists, each defined once with its labels. Schemas build their
 * enums from these, and selects and filters render them, so a value and its label never drift apart.
 */
import { values, type Option } from './option-values.ts'

export { avatarColours, employmentTypeOptions, employmentTypeValues, type EmploymentType } from './user-options.ts'

export const industryOptions = [
  { value: 'advertising_and_marketing', label: 'Advertising and Marketing' },
  { value: 'aerospace_and_defense', label: 'Aerospace and Defense' },
  { value: 'agriculture', label: 'Agriculture' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'biotechnology', label: 'Biotechnology' },
  { value: 'construction', label: 'Construction' },
  { value: 'consumer_goods', label: 'Consumer Goods' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'education_and_elearning', label: 'Education and E-learning' },
  { value: 'energy_and_utilities', label: 'Energy and Utilities' },
  { value: 'entertainment_and_media', label: 'Entertainment and Media' },
  { value: 'financial_services', label: 'Financial Services' },
  { value: 'food_and_beverage', label: 'Food and Beverage' },
  { value: 'government_and_public_sector', label: 'Government and Public Sector' },
  { value: 'healthcare_and_pharmaceuticals', label: 'Healthcare and Pharmaceuticals' },
  { value: 'hospitality_and_tourism', label: 'Hospitality and Tourism' },
  { value: 'information_technology', label: 'Information Technology' },
  { value: 'insurance_legal_service', label: 'Insurance and Legal Services' },
  { value: 'logistics_and_transportation', label: 'Logistics and Transportation' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'nonprofit_and_ngo', label: 'Nonprofit and NGO' },
  { value: 'professional_service', label: 'Professional Services' },
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'retail_and_ecommerce', label: 'Retail and E-commerce' },
  { value: 'software_and_saas', label: 'Software and SaaS' },
  { value: 'sports_and_recreation', label: 'Sports and Recreation' },
  { value: 'telecommunications', label: 'Telecommunications' },
  { value: 'textiles_and_apparel', label: 'Textiles and Apparel' },
  { value: 'waste_management', label: 'Waste Management' },
] as const satisfies readonly Option[]
export const industryValues = values(industryOptions)

export const companySizeOptions = [
  { value: 'one_ten_employees', label: '1-10' },
  { value: 'eleven_fifty_employees', label: '11-50' },
  { value: 'fifty_one_two_hundred_employees', label: '51-200' },
] as const satisfies readonly Option[]
export const companySizeValues = values(companySizeOptions)

export const requestStatusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
  { value: 'for_cancellation', label: 'For Cancellation' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly Option[]
export const requestStatusValues = values(requestStatusOptions)

export const leaveTypeOptions = [
  { value: 'emergency', label: 'Emergency Leave' },
  { value: 'sick', label: 'Sick Leave' },
  { value: 'vacation', label: 'Vacation Leave' },
  { value: 'half day-morning', label: 'Half Day (Morning)' },
  { value: 'half day-afternoon', label: 'Half Day (Afternoon)' },
  { value: 'maternity leave', label: 'Maternity Leave' },
  { value: 'paternity leave', label: 'Paternity Leave' },
  { value: 'bereavement leave', label: 'Bereavement Leave' },
  { value: 'leave without pay', label: 'Leave Without Pay' },
  { value: 'leave without pay-half day morning', label: 'Leave Without Pay (Half Day Morning)' },
  { value: 'leave without pay-half day afternoon', label: 'Leave Without Pay (Half Day Afternoon)' },
  // The law's own leaves (docs/product/philippines.md#statutory-leave); who may take them is the server's rule.
  { value: 'service incentive leave', label: 'Service Incentive Leave' },
  { value: 'solo parent leave', label: 'Solo Parent Leave (RA 11861)' },
  { value: 'vawc leave', label: 'Leave for Victims of Violence (VAWC, RA 9262)' },
  { value: 'special leave for women', label: 'Special Leave for Women (RA 9710)' },
] as const satisfies readonly Option[]
export const leaveTypeValues = values(leaveTypeOptions)
export type LeaveType = (typeof leaveTypeValues)[number]

/** The leave-without-pay subset: offered when no paid balance is left. */
export const leaveWithoutPayOptions = leaveTypeOptions.filter((o) => o.value.startsWith('leave without pay'))

/** Half-day types cover a single date and count as half a day. */
export const halfDayLeaveTypes: readonly LeaveType[] = [
  'half day-morning',
  'half day-afternoon',
  'leave without pay-half day morning',
  'leave without pay-half day afternoon',
]

/** Which maternity leave the law gives (RA 11210): its length follows the case. */
export const maternityCaseOptions = [
  { value: 'live_birth', label: 'Live birth' },
  { value: 'live_birth_solo_mother', label: 'Live birth, as a solo mother' },
  { value: 'miscarriage', label: 'Miscarriage or emergency termination of pregnancy' },
] as const satisfies readonly Option[]
export const maternityCaseValues = values(maternityCaseOptions)
export type MaternityCase = (typeof maternityCaseValues)[number]

export const expenseTypeOptions = [
  { value: 'training', label: 'Training' },
  { value: 'item', label: 'Item' },
  { value: 'others', label: 'Others' },
] as const satisfies readonly Option[]
export const expenseTypeValues = values(expenseTypeOptions)

/**
 * Why a Certificate of Employment is asked for (docs/product/records.md#certificate-of-employment-requests):
 * the purposes Philippine employers see most; "other" needs the purpose in words.
 */
export const certificatePurposeOptions = [
  { value: 'bank_loan', label: 'Bank or housing loan' },
  { value: 'visa_travel', label: 'Visa or travel' },
  { value: 'new_employment', label: 'New employment' },
  { value: 'government', label: 'Government requirement' },
  { value: 'credit_card', label: 'Credit card application' },
  { value: 'rental', label: 'Rental or lease' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]
export const certificatePurposeValues = values(certificatePurposeOptions)
export type CertificatePurpose = (typeof certificatePurposeValues)[number]

/**
 * What a person asks HR to correct (docs/product/privacy.md#corrections): the records they cannot change
 * themselves once onboarded, because payroll, the BIR and the agencies rely on them.
 */
export const correctionFieldOptions = [
  { value: 'first_name', label: 'First name' },
  { value: 'middle_name', label: 'Middle name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'birthdate', label: 'Birthdate' },
  { value: 'civil_status', label: 'Civil status' },
  { value: 'tin', label: 'TIN' },
  { value: 'sss', label: 'SSS number' },
  { value: 'philhealth', label: 'PhilHealth number' },
  { value: 'pagibig', label: 'Pag-IBIG MID number' },
  { value: 'bank_account_no', label: 'Bank account number' },
] as const satisfies readonly Option[]
export const correctionFieldValues = values(correctionFieldOptions)
export type CorrectionField = (typeof correctionFieldValues)[number]

export const monthOptions = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1), label }))

export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const satisfies readonly Option[]
export const genderValues = values(genderOptions)

export const civilStatusOptions = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
] as const satisfies readonly Option[]
export const civilStatusValues = values(civilStatusOptions)

export const moodOptions = [
  { value: 'great', label: 'Great' },
  { value: 'good', label: 'Good' },
  { value: 'okay', label: 'Okay' },
  { value: 'bad', label: 'Bad' },
  { value: 'awful', label: 'Awful' },
] as const satisfies readonly Option[]
export const moodValues = values(moodOptions)

/**
 * What a notification is about (docs/product/notifications.md): each topic but `security` can be
 * switched per channel in the person's preferences; security notices always go out.
 */
export const notificationTopicOptions = [
  { value: 'leave_decided', label: 'Leave request approved or denied' },
  { value: 'leave_cancellation_decided', label: 'Leave cancellation approved or denied' },
  { value: 'leave_starting', label: 'Leave starting tomorrow' },
  { value: 'expense_decided', label: 'Expense request approved or denied' },
  { value: 'expense_cancellation_decided', label: 'Expense cancellation approved or denied' },
  { value: 'certificate_decided', label: 'Certificate of employment approved or denied' },
  { value: 'certificate_cancellation_decided', label: 'Certificate cancellation approved or denied' },
  { value: 'correction_decided', label: 'Correction approved or denied' },
  { value: 'payslip_published', label: 'Payslip published' },
  { value: 'data_export_ready', label: 'Your data ready to download' },
  { value: 'security', label: 'Security notices' },
] as const satisfies readonly Option[]
export const notificationTopicValues = values(notificationTopicOptions)
export type NotificationTopic = (typeof notificationTopicValues)[number]

export const notificationStateOptions = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const satisfies readonly Option[]
export const notificationStateValues = values(notificationStateOptions)

/** 'All' is the empty value every filter list starts with (docs/product/records.md#option-lists). */
export const withAll = <O extends Option>(options: readonly O[]) => [{ value: '', label: 'All' }, ...options]

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}

/** A leave type as people read it: 'Vacation Leave'. */
export const leaveTypeLabel = (type: LeaveType): string => labelOf(leaveTypeOptions, type)
