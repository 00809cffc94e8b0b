import type { Profile } from '@contract/profile'
import { Badge } from '@/components/ui/badge'
import { ContactHrNote, CorrectionLink, EmptyNote } from './detail-list'
import { MaskedNumber } from '@/components/ui/ph-numbers/masked-number'
import { ProfileCard } from './profile-card'

export function BankAccountsCard({ accounts }: { accounts: Profile['bank_accounts'] }) {
  // The primary account, where the pay goes, comes first.
  const ordered = [...accounts].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
  return (
    <ProfileCard title="Bank accounts" description="Where your pay goes. Only the last 4 digits are shown.">
      {ordered.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200">
          {ordered.map((account) => (
            <li key={account.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-ink">{account.bank_name}</span>
                {account.is_primary && <Badge color="blue">Primary</Badge>}
              </div>
              <span className="text-sm text-slate-700">{account.account_name}</span>
              <span className="text-sm text-ink">
                Account number <MaskedNumber kind="bankAccount" value={account.account_no} />
              </span>
              {account.is_primary && <CorrectionLink field="bank_account_no" />}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>No bank account on file. HR needs one to pay your salary.</EmptyNote>
      )}
      <ContactHrNote>Bank details change only through HR, so nobody can redirect your pay.</ContactHrNote>
    </ProfileCard>
  )
}
