import { contract } from '@contract'
import { created, forbidden, implement, notFound, success, tooManyRequests } from '../adapter'
import { manilaDate, nowMs } from '../clock'
import { downloadOf, latestExportOf, nextRequestAt, presentExport, requestExport } from '../rules/data-export'
import { refuseProof } from '../rules/step-up'
import { dateTimeWords } from '../wording'

/**
 * "Download my data" (docs/product/privacy.md#download-my-data). Every route reads the caller's own export
 * only: a token of another person's answers as an unknown one does.
 */
const routes = contract.dataExport

const STATUS_MESSAGES = {
  none: 'You have not asked for a copy of your data yet.',
  preparing: 'Your copy is being prepared.',
  ready: 'Your copy is ready to download.',
  expired: 'Your last copy has expired. Ask for a new one.',
} as const

export const dataExportHandlers = [
  implement(routes.latest, ({ user }) => {
    const data = presentExport(latestExportOf(user.id), user.id)
    return success(data, STATUS_MESSAGES[data.status])
  }),

  implement(routes.request, async ({ user, body }) => {
    const refusal = await refuseProof(user, body)
    if (refusal) return refusal
    // Checked after the proof, so the time of the next request is told only to the person themselves.
    const next = nextRequestAt(user.id)
    if (next !== null) {
      const seconds = Math.ceil((Date.parse(next) - nowMs()) / 1000)
      return tooManyRequests(
        seconds,
        `You can ask for one copy of your data a day. Please try again from ${dateTimeWords(next)} (Manila time).`,
      )
    }
    const row = requestExport(user)
    return created(
      presentExport(row, user.id),
      'We are preparing a copy of your data. We will notify you when it is ready to download.',
    )
  }),

  implement(routes.download, async ({ user, query }) => {
    const download = await downloadOf(user.id, query.token)
    if (download.kind === 'unknown') return notFound('This download link is not valid.')
    if (download.kind === 'expired')
      return forbidden('This download link has expired. Ask for a new copy of your data.')
    return {
      status: 200,
      body: new Blob([download.bytes], { type: 'application/zip' }),
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="empleo-my-data-${manilaDate(download.row.ready_at ?? undefined)}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    }
  }),
]
