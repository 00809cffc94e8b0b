import { employmentTypeOptions, labelOf } from '@contract/options'
import type { Profile } from '@contract/profile'
import { formatDate } from '@/lib/dates'
import { ContactHrNote, Detail, DetailList, EmptyNote } from './detail-list'
import { ProfileCard } from './profile-card'

export function EmploymentCard({ employment }: { employment: Profile['employment'] }) {
  return (
    <ProfileCard title="Employment">
      {employment ? (
        <>
          <DetailList>
            <Detail label="Employee number">{employment.employee_no}</Detail>
            <Detail label="Employment type">{labelOf(employmentTypeOptions, employment.employment_type)}</Detail>
            <Detail label="Job title">{employment.job_title}</Detail>
            <Detail label="Department">{employment.department}</Detail>
            <Detail label="Manager">{employment.manager_name}</Detail>
            <Detail label="Work e-mail address">{employment.work_email}</Detail>
            <Detail label="Hired on">{employment.hired_on && formatDate(employment.hired_on)}</Detail>
            {employment.employment_type !== 'independent_contractor' && (
              <Detail label="Regular since">
                {employment.regularized_on ? formatDate(employment.regularized_on) : 'Not yet regularised'}
              </Detail>
            )}
          </DetailList>
          <ContactHrNote />
        </>
      ) : (
        <EmptyNote>No employment record: this account is not on the company’s list of employees.</EmptyNote>
      )}
    </ProfileCard>
  )
}
