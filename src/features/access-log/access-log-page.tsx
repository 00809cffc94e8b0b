import { DataTable } from '@/components/data-table/data-table'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { accessLogQueryOptions } from './api/get-access-log'
import { accessLogColumns } from './components/access-log-columns'
import { accessLogSelectFilters, type AccessLogSearch } from './components/access-log-filters'

export type AccessLogPageProps = {
  search: AccessLogSearch
  onSearchChange: (search: AccessLogSearch, change: SearchChange) => void
}

/**
 * /privacy/activity: who read or changed the person's data, and why, newest first, filtered by the
 * category of data and by who acted, paged on the server, all of it in the URL
 * (docs/product/privacy.md#access-log).
 */
export function AccessLogPage({ search, onSearchChange }: AccessLogPageProps) {
  return (
    <PrivacySectionPage
      title="Who saw my data"
      description="Each time someone at your company opened or changed your records, pay, leave or files, and your own sign-ins and changes."
      width="wide"
    >
      <section aria-label="Your access log" className="min-w-0">
        <DataTable
          label="Access log"
          search={search}
          onSearchChange={onSearchChange}
          queryOptions={accessLogQueryOptions}
          columns={accessLogColumns}
          getRowId={(entry) => String(entry.id)}
          filters={accessLogSelectFilters}
          emptyMessage="Nobody else has opened your data yet, and you have not signed in or changed anything."
          noMatchMessage="Nothing in your access log matches these filters."
        />
      </section>
    </PrivacySectionPage>
  )
}
