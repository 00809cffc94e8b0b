const manilaHour = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Manila' })

/** The hour of an instant in Manila, 0 to 23 (a greeting's part of the day). */
export function manilaHourOf(instant: number): number {
  return Number(manilaHour.format(instant))
}
