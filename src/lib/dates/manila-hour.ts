import { manilaWallClock } from '@contract/dates/manila'

/** The hour of an instant in Manila, 0 to 23 (a greeting's part of the day). */
export function manilaHourOf(instant: number): number {
  return manilaWallClock(instant).getUTCHours()
}
