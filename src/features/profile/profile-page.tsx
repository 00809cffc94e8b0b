import type { Profile } from '@contract/profile'
import { employmentTypeOptions, labelOf } from '@contract/options'
import { AvatarEditor } from './components/avatar-editor'
import { BankAccountsCard } from './components/bank-accounts-card'
import { EmergencyContactsCard } from './components/emergency-contacts-card'
import { EmploymentCard } from './components/employment-card'
import { GovernmentIdsCard } from './components/government-ids-card'
import { PersonalDetailsCard } from './components/personal-details-card'
import { ProfileFrame } from './components/profile-frame'

/**
 * /profile (My Profile): who HR has on file. Only the photo is changed here; the rest belongs to
 * payroll and HR records, and each part says so. Any part may be missing (an administrator who is
 * not an employee, a new hire without records yet) and says that instead.
 */
export function ProfilePage({ profile }: { profile: Profile }) {
  const { user, employment } = profile
  const role = employment ? [employment.job_title, employment.department].filter(Boolean).join(' · ') : null
  return (
    <ProfileFrame>
      <section
        aria-label="Photo and name"
        className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left"
      >
        <AvatarEditor user={user} />
        <div className="flex min-w-0 flex-col gap-1 sm:ml-auto sm:items-end sm:text-right">
          <p className="text-xl font-semibold text-ink">{user.full_name}</p>
          {role && <p className="text-sm text-slate-700">{role}</p>}
          <p className="text-sm break-all text-slate-600">{user.email}</p>
          {user.employment_type && (
            <p className="text-sm text-slate-600">{labelOf(employmentTypeOptions, user.employment_type)} employee</p>
          )}
        </div>
      </section>
      <PersonalDetailsCard info={profile.personal_info} />
      <EmploymentCard employment={employment} />
      <EmergencyContactsCard contacts={profile.emergency_contacts} />
      <BankAccountsCard accounts={profile.bank_accounts} />
      <GovernmentIdsCard ids={profile.social_benefits} />
    </ProfileFrame>
  )
}
