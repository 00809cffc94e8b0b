import type { Profile } from '@contract/profile'
import { MaskedNumber } from '@/components/ui/ph-numbers/masked-number'
import { ContactHrNote, EmptyNote } from './detail-list'
import { ProfileCard } from './profile-card'

export function EmergencyContactsCard({ contacts }: { contacts: Profile['emergency_contacts'] }) {
  return (
    <ProfileCard title="Emergency contacts" description="Who the company calls if something happens to you at work.">
      {contacts.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200">
          {contacts.map((contact) => (
            <li
              key={contact.id}
              className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:justify-between"
            >
              <span className="text-sm font-medium text-ink">
                {contact.name} <span className="font-normal text-slate-600">({contact.relationship})</span>
              </span>
              <MaskedNumber kind="mobile" value={contact.contact_no} className="text-sm text-ink" />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>No emergency contact on file. Please give HR at least one.</EmptyNote>
      )}
      <ContactHrNote />
    </ProfileCard>
  )
}
