import { controlClient, fetchTransport, type ControlClient } from '@mocks/control-api/client'
import type { ApprovalControls } from './approvals-tab'

/**
 * The mock's control routes as the panel calls them: THE control client over plain fetch, the same
 * routes the e2e tests use, so the panel never reaches into the mock's modules. Each call answers the
 * envelope's `data`, or throws with the mock's message.
 */
export const mockControls: MockControls = controlClient(fetchTransport)

/** What the panel uses of the control client (stories give a fake of just this). */
export type MockControls = Pick<
  ControlClient,
  | 'outbox'
  | 'clock'
  | 'advanceClock'
  | 'resetClock'
  | 'personas'
  | 'totpCode'
  | 'pendingCompanies'
  | 'activateCompany'
  | 'expireTokens'
  | 'deactivateUser'
  | 'flagPasswordReset'
  | 'publishPayslip'
  | 'separateEmployee'
  | 'openLatestPayslip'
  | 'openLatestAttachment'
  | 'publishPrivacyNotice'
  | 'teamMood'
  | 'reset'
  | 'network'
  | 'setOffline'
  | 'failNext'
> &
  ApprovalControls
export type ClockReading = Awaited<ReturnType<ControlClient['clock']>>
export type PendingCompany = Awaited<ReturnType<ControlClient['pendingCompanies']>>[number]
export type PersonaEntry = Awaited<ReturnType<ControlClient['personas']>>[number]
export type OutboxEmail = Awaited<ReturnType<ControlClient['outbox']>>[number]
export type AwaitingDecision = Awaited<ReturnType<ControlClient['awaitingDecision']>>[number]
