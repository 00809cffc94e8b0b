import type { Profile } from '@contract/profile'
import { ContactHrNote, Detail, DetailList, EmptyNote } from './detail-list'
import { MaskedNumber } from '@/components/ui/ph-numbers/masked-number'
import { ProfileCard } from './profile-card'

export function GovernmentIdsCard({ ids }: { ids: Profile['social_benefits'] }) {
  return (
    <ProfileCard title="Government IDs" description="Only the last 4 digits are shown.">
      {ids ? (
        <DetailList>
          <Detail label="TIN" correct="tin">
            {ids.tin && <MaskedNumber kind="tin" value={ids.tin} />}
          </Detail>
          <Detail label="SSS number" correct="sss">
            {ids.sss && <MaskedNumber kind="sss" value={ids.sss} />}
          </Detail>
          <Detail label="PhilHealth number" correct="philhealth">
            {ids.philhealth && <MaskedNumber kind="philhealth" value={ids.philhealth} />}
          </Detail>
          <Detail label="Pag-IBIG MID number" correct="pagibig">
            {ids.pagibig && <MaskedNumber kind="pagibig" value={ids.pagibig} />}
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
