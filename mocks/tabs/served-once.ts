import { savedAnswerTo } from '../db/persistence'
import type { Serve } from './tab-link'

/**
 * The leader's mock for forwarded requests: a write it already applied and saved (its leader went
 * away before the answer reached the asking tab, which sent it again) gets the saved answer, not a
 * second change.
 */
export const servedOnce =
  (serve: Serve): Serve =>
  async (request) =>
    savedAnswerTo(request) ?? serve(request)
