import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import type { PrivacyConsent } from '@contract/privacy-consent'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatDateTime } from '@/lib/dates'
import { notify } from '@/lib/notify'
import { useAcknowledgeNotice } from './api/change-consent'
import { useConsent } from './api/get-consent'

/**
 * /privacy/notice, the privacy notice (docs/product/privacy.md#consent-and-notices): the notice in force,
 * in short, and the version the person acknowledged. While a newer one waits, every other page leads here
 * (the guard in src/session/guards.ts), and acknowledging it lets the person go on.
 */
export function NoticePage() {
  const consent = useConsent()
  const headingId = useId()
  return (
    <PrivacySectionPage
      title="Privacy notice"
      description="How your company processes your personal data, in short, and the version you acknowledged."
    >
      {consent.isPending ? (
        <NoticeLoading />
      ) : consent.isError ? (
        <LoadErrorAlert
          title="The privacy notice could not be loaded"
          error={consent.error}
          onRetry={() => void consent.refetch()}
          retrying={consent.isFetching}
        />
      ) : (
        <>
          <Acknowledgement consent={consent.data} />
          <section aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              Version {consent.data.notice.version}, published {formatDate(consent.data.notice.published_at)}
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
              {consent.data.notice.summary.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </PrivacySectionPage>
  )
}

function Acknowledgement({ consent }: { consent: PrivacyConsent }) {
  const acknowledge = useAcknowledgeNotice()
  const navigate = useNavigate()
  if (consent.acknowledged && consent.acknowledged_at)
    return (
      <p className="text-sm text-slate-700">
        You acknowledged version {consent.acknowledged_version} on {formatDateTime(consent.acknowledged_at)}.
      </p>
    )
  return (
    <div
      role="region"
      aria-label="New privacy notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm text-ink">
        {consent.acknowledged_version === null
          ? 'Please read the privacy notice below, then acknowledge it to go on.'
          : `Your company published a new privacy notice. You acknowledged version ${consent.acknowledged_version}; read version ${consent.notice.version} below, then acknowledge it to go on.`}
      </p>
      <Button
        type="button"
        color="blue"
        className="self-start"
        loading={acknowledge.isPending}
        onClick={() =>
          acknowledge.mutate(consent.notice.version, {
            onSuccess: ({ message }) => {
              notify.success(message)
              void navigate({ to: '/dashboard' })
            },
          })
        }
      >
        I have read the notice
      </Button>
    </div>
  )
}

function NoticeLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading the privacy notice…</span>
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  )
}
