import { requestDetailModal } from '@/components/requests/request-detail-sheet'
import { requestFormModal } from '@/components/requests/request-form-dialog'

/**
 * Fetches the code of a request screen's form dialog and detail sheet, as a hover on what opens them
 * does: a test then meets the dialog itself rather than its placeholder. A press before the code is here
 * is tried in src/routes/-tests/press-before-code-requests.isolated.test.tsx.
 */
export async function requestDialogsHere(): Promise<void> {
  await Promise.all([requestFormModal.preload(), requestDetailModal.preload()])
}
