import { correctionKind } from '../rules/correction-kind'
import { requestHandlers } from './requests'

/**
 * Correction requests: the five routes every kind has (docs/product/privacy.md#corrections). Only the
 * caller's own: another person's correction answers 404, as a missing one does.
 */
export const correctionHandlers = requestHandlers(correctionKind)
