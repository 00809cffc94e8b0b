import { civilStatusOptions, genderOptions, labelOf } from '@contract/options'
import type { Profile } from '@contract/profile'
import { MaskedNumber } from '@/components/ui/ph-numbers/masked-number'
import { formatDate } from '@/lib/dates'
import { ContactHrNote, Detail, DetailList, EmptyNote } from './detail-list'
import { ProfileCard } from './profile-card'

export function PersonalDetailsCard({ info }: { info: Profile['personal_info'] }) {
  return (
    <ProfileCard title="Personal details">
      {info ? (
        <>
          <DetailList>
            <Detail label="First name" correct="first_name">
              {info.first_name}
            </Detail>
            <Detail label="Middle name" correct="middle_name">
              {info.middle_name}
            </Detail>
            <Detail label="Last name" correct="last_name">
              {info.last_name}
            </Detail>
            <Detail label="Suffix">{info.suffix}</Detail>
            <Detail label="Birthdate" correct="birthdate">
              {formatDate(info.birthdate)}
            </Detail>
            <Detail label="Gender">{labelOf(genderOptions, info.gender)}</Detail>
            <Detail label="Civil status" correct="civil_status">
              {labelOf(civilStatusOptions, info.civil_status)}
            </Detail>
            <Detail label="Mobile number">
              {info.contact_no && <MaskedNumber kind="mobile" value={info.contact_no} />}
            </Detail>
            <Detail label="Other e-mail address">{info.alternative_email}</Detail>
          </DetailList>
          <DetailList columns={1}>
            <Detail label="Complete address">{info.complete_address}</Detail>
          </DetailList>
          <ContactHrNote>
            Your legal name and details are on your payroll records: contact HR to change them.
          </ContactHrNote>
        </>
      ) : (
        <EmptyNote>No personal details on file yet. They are added when you complete onboarding, or by HR.</EmptyNote>
      )}
    </ProfileCard>
  )
}
