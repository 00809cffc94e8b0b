import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestStatus } from '@contract/requests'
import type { RequestHistory } from '@/components/ui/status-timeline'
import { ApiError } from '@/lib/api/api-error'
import { RequestActionsBar } from './request-actions-bar'
import { RequestDetail } from './request-detail'
import { RequestDetailSheet } from './request-detail-sheet'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const fields = [
  { label: 'Leave type', value: 'Sick Leave' },
  { label: 'Dates', value: '18–19 Nov 2026' },
  { label: 'Days charged', value: '2' },
  { label: 'Reason', value: 'Flu with high fever; medical certificate attached.' },
]

const certificate = {
  id: 7,
  file_name: 'medical-certificate.pdf',
  mime_type: 'application/pdf' as const,
  size: 48_213,
  url: 'https://example.invalid/files/abc.pdf?expires=1&signature=x',
}

const histories: Record<RequestStatus, RequestHistory> = {
  pending: [{ status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null }],
  approved: [
    { status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'approved', at: '2026-11-20T14:32:00+08:00', by: 'Andrea Cruz', note: 'Get well soon.' },
  ],
  denied: [
    { status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'denied', at: '2026-11-21T10:02:00+08:00', by: 'Andrea Cruz', note: 'Release week; please move it.' },
  ],
  for_cancellation: [
    { status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'approved', at: '2026-11-20T14:32:00+08:00', by: 'Andrea Cruz', note: null },
    { status: 'for_cancellation', at: '2026-11-22T09:00:00+08:00', by: 'Maria Santos', note: 'Trip called off.' },
  ],
  cancelled: [
    { status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'cancelled', at: '2026-11-20T09:00:00+08:00', by: 'Maria Santos', note: 'Plans changed.' },
  ],
}

/** A request of any kind as its owner reads it, in the panel beside its list, with what its status allows. */
function RequestInPanel({
  status,
  state = 'success',
  withFiles = true,
}: {
  status: RequestStatus
  state?: 'pending' | 'error' | 'success'
  withFiles?: boolean
}) {
  return (
    <RequestDetailSheet
      open
      onClose={() => {}}
      title="Sick Leave request"
      description="18–19 Nov 2026"
      state={
        state === 'pending'
          ? { status: 'pending' }
          : state === 'error'
            ? { status: 'error', error: new ApiError({ status: 500, message: 'Server Error' }), retry: () => {} }
            : { status: 'success' }
      }
    >
      <RequestDetail
        status={status}
        fields={fields}
        attachments={withFiles ? [certificate] : []}
        history={histories[status]}
        createdAt="2026-11-20T08:10:00+08:00"
        updatedAt={histories[status].at(-1)!.at}
        actions={
          <RequestActionsBar
            status={status}
            noun="leave request"
            cancel={() => wait(600)}
            requestCancellation={() => wait(600)}
          />
        }
      />
    </RequestDetailSheet>
  )
}

const meta = {
  title: 'Requests/Request detail',
  component: RequestInPanel,
  parameters: { layout: 'fullscreen' },
  args: { status: 'pending' },
} satisfies Meta<typeof RequestInPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Pending: it can be cancelled outright, with remarks. */
export const Pending: Story = { args: { status: 'pending', withFiles: false } }

/** Approved: who approved it and when; its cancellation can be asked, with a reason. */
export const Approved: Story = { args: { status: 'approved' } }

/** Denied: settled, so nothing to do; the remarks say why. */
export const Denied: Story = { args: { status: 'denied' } }

/** Waiting for HR to decide on the cancellation. */
export const ForCancellation: Story = { args: { status: 'for_cancellation' } }

export const Loading: Story = { args: { state: 'pending' } }

export const LoadFailed: Story = { args: { state: 'error' } }

/** The whole screen on a phone. */
export const Phone: Story = {
  args: { status: 'approved' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
