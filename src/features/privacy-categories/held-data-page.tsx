import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { Skeleton } from '@/components/ui/skeleton'
import { usePrivacyCategories } from './api/get-privacy-categories'
import { HeldCategoryCard } from './components/held-category-card'

/**
 * /privacy/data, What the company holds (docs/product/privacy.md#what-the-company-holds): each category of
 * the person's data in the company's own words, with who last accessed and changed it.
 */
export function HeldDataPage() {
  const categories = usePrivacyCategories()
  return (
    <PrivacySectionPage
      title="What the company holds"
      description="Each kind of data the company keeps about you: where it came from, why and on what legal basis, who receives it, how long it is kept, and who last saw or changed it."
    >
      {categories.isPending ? (
        <HeldDataLoading />
      ) : categories.isError ? (
        <LoadErrorAlert
          title="What the company holds could not be loaded"
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-slate-700">The company has not yet listed the data it holds about you.</p>
      ) : (
        <ul aria-label="Your data" className="flex flex-col gap-4">
          {categories.data.map((held) => (
            <HeldCategoryCard key={held.category} held={held} />
          ))}
        </ul>
      )}
    </PrivacySectionPage>
  )
}

function HeldDataLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading what the company holds…</span>
      {[0, 1, 2].map((card) => (
        <div key={card} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-72" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-56" />
        </div>
      ))}
    </div>
  )
}
