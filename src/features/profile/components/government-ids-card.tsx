import { governmentIdMasks } from '@contract/fields'
import type { Profile } from '@contract/profile'
import { ContactHrNote, Detail, DetailList, EmptyNote } from './detail-list'
import { MaskedValue } from './masked-value'
import { ProfileCard } from './profile-card'

export function GovernmentIdsCard({ ids }: { ids: Profile['social_benefits'] }) {
  return (
    <ProfileCard title="Government IDs" description="Only the last 4 digits are shown.">
      {ids ? (
        <DetailList>
          <Detail label="TIN">{ids.tin && <MaskedValue value={ids.tin} pattern={governmentIdMasks.tin} />}</Detail>
          <Detail label="SSS number">
            {ids.sss && <MaskedValue value={ids.sss} pattern={governmentIdMasks.sss} />}
          </Detail>
          <Detail label="PhilHealth number">
            {ids.philhealth && <MaskedValue value={ids.philhealth} pattern={governmentIdMasks.philhealth} />}
          </Detail>
          <Detail label="Pag-IBIG MID number">
            {ids.pagibig && <MaskedValue value={ids.pagibig} pattern={governmentIdMasks.pagibig} />}
          </Detail>
        </DetailList>
      ) : (
        <EmptyNote>
          No government ID numbers on file yet. They are added when you complete onboarding, or by HR.
        </EmptyNote>
      )}
      <ContactHrNote />
    </ProfileCard>
  )
}
