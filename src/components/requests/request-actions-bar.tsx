import type { RequestStatus } from '@contract/requests'
import { NeedsConnection } from '@/components/offline/needs-connection'
import { Button } from '@/components/ui/button'
import { allowedRequestActions } from './request-actions'
import {
  AskCancellationDialog,
  CancelRequestDialog,
  type CancelBody,
  type CancelRequestBody,
} from './cancel-request-dialogs'

export type RequestActionsBarProps = {
  status: RequestStatus
  /** 'leave request', 'expense request'. */
  noun: string
  /** The request's dates are past (a leave that has ended): its cancellation can no longer be asked. */
  ended?: boolean
  cancel: (body: CancelBody) => Promise<unknown>
  requestCancellation: (body: CancelRequestBody) => Promise<unknown>
}

/** Only the buttons the request's status allows; nothing at all for a request that is settled. */
export function RequestActionsBar({ status, noun, ended, cancel, requestCancellation }: RequestActionsBarProps) {
  const actions = allowedRequestActions(status, { ended })
  if (actions.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {actions.includes('cancel') && (
        <NeedsConnection>
          {(action) => (
            <CancelRequestDialog
              noun={noun}
              send={cancel}
              trigger={
                <Button type="button" color="red" variant="outline" {...action}>
                  Cancel request
                </Button>
              }
            />
          )}
        </NeedsConnection>
      )}
      {actions.includes('cancelRequest') && (
        <NeedsConnection>
          {(action) => (
            <AskCancellationDialog
              noun={noun}
              send={requestCancellation}
              trigger={
                <Button type="button" color="red" variant="outline" {...action}>
                  Ask to cancel
                </Button>
              }
            />
          )}
        </NeedsConnection>
      )}
    </div>
  )
}
