import { Suspense, useId, useState } from 'react'
import type { DataExport } from '@contract/data-export'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { Button } from '@/components/ui/button'
import { DialogPlaceholder } from '@/components/ui/modal-placeholder'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'
import { now } from '@/lib/clock'
import { formatDateTime } from '@/lib/dates'
import { lazyPart, usePreloadWhenIdle } from '@/lib/lazy-part'
import { useAuth } from '@/session/use-auth'
import { useDownloadDataExport } from './api/download-data-export'
import { useDataExport } from './api/get-data-export'
import type { DataExportStepUpProps } from './components/data-export-step-up'

const STEP_UP_TITLE = 'Ask for a copy of your data'

// The step-up dialog (Radix Dialog, the code and password inputs, the form layer) opens on a press
// (docs/decisions/0036-employee-first-load.md).
const stepUpDialog = lazyPart<DataExportStepUpProps>(() =>
  import('./components/data-export-step-up').then((module) => module.DataExportStepUp),
)

/**
 * /privacy/download, Download my data (docs/product/privacy.md#download-my-data): ask for a copy with a fresh
 * proof, wait while it is prepared, and download it within its 24 hours. One request a day.
 */
export function DataExportPage() {
  const latest = useDataExport()
  const headingId = useId()

  return (
    <PrivacySectionPage
      title="Download my data"
      description="A copy of everything the company holds about you, in one zip file: a JSON file for each kind of data, in a layout another system can read, with your payslips, your BIR 2316s and the files you attached."
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Your copy
        </h2>
        {latest.isPending ? (
          <div role="status" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
            <span className="sr-only">Loading your copy…</span>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-4 w-72" />
          </div>
        ) : latest.isError ? (
          <LoadErrorAlert
            title="Your copy could not be loaded"
            error={latest.error}
            onRetry={() => void latest.refetch()}
            retrying={latest.isFetching}
            headingLevel={3}
          />
        ) : (
          <ExportState
            state={latest.data}
            refreshNextRequest={async () => (await latest.refetch()).data?.next_request_at != null}
          />
        )}
      </section>
    </PrivacySectionPage>
  )
}

type ExportStateProps = { state: DataExport; refreshNextRequest: () => Promise<boolean> }

function ExportState({ state, refreshNextRequest }: ExportStateProps) {
  const nextRequestAt =
    state.next_request_at && Date.parse(state.next_request_at) > now() ? state.next_request_at : null
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-4">
      {state.status === 'none' && (
        <p className="text-sm text-slate-700">You have not asked for a copy of your data yet.</p>
      )}
      {state.status === 'preparing' && (
        <p role="status" className="text-sm text-slate-700">
          <span className="font-semibold text-ink">Preparing…</span> We will notify you when your copy is ready to
          download.
        </p>
      )}
      {state.status === 'ready' && state.token && state.ready_at && state.expires_at && (
        <ReadyExport token={state.token} readyAt={state.ready_at} expiresAt={state.expires_at} />
      )}
      {state.status === 'expired' && state.expires_at && (
        <p className="text-sm text-slate-700">
          Your last copy could be downloaded until {formatDateTime(state.expires_at)}. Ask for a new one.
        </p>
      )}
      {state.status !== 'preparing' &&
        (nextRequestAt ? (
          <p className="text-sm text-slate-700">
            You can ask for one copy a day: the next from {formatDateTime(nextRequestAt)}.
          </p>
        ) : (
          <AskForCopy refreshNextRequest={refreshNextRequest} again={state.status !== 'none'} />
        ))}
    </div>
  )
}

function ReadyExport({ token, readyAt, expiresAt }: { token: string; readyAt: string; expiresAt: string }) {
  const download = useDownloadDataExport()
  const refusal = download.error
  return (
    <>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-ink">Your copy is ready.</span> Download it by {formatDateTime(expiresAt)}:
        the link works only for you, signed in here.
      </p>
      <Button color="blue" loading={download.isPending} onClick={() => download.mutate({ token, readyAt })}>
        Download my data
      </Button>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {isApiError(refusal) ? refusal.message : UNEXPECTED_ERROR_MESSAGE}
        </p>
      )}
    </>
  )
}

function AskForCopy({ again, refreshNextRequest }: { again: boolean; refreshNextRequest: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false)
  const { user } = useAuth()
  usePreloadWhenIdle(stepUpDialog)
  const close = () => setAsking(false)
  return (
    <>
      <Button
        type="button"
        color={again ? 'white' : 'blue'}
        onClick={() => setAsking(true)}
        onPointerEnter={stepUpDialog.preload}
        onFocus={stepUpDialog.preload}
      >
        {again ? 'Ask for a new copy' : 'Ask for a copy'}
      </Button>
      {asking && (
        <Suspense fallback={<DialogPlaceholder title={STEP_UP_TITLE} onClose={close} />}>
          <stepUpDialog.Component
            title={STEP_UP_TITLE}
            withCode={user?.is_2fa_enabled ?? false}
            onClose={close}
            refreshNextRequest={refreshNextRequest}
          />
        </Suspense>
      )}
    </>
  )
}
