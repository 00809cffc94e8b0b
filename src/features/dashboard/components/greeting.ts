import { manilaHourOf } from '@/lib/dates/manila-hour'

/** 'Good morning, Maria': by the hour in Manila, with the first of the person's names. */
export function greetingFor(fullName: string, instant: number): string {
  const hour = manilaHourOf(instant)
  const partOfDay = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening'
  const firstName = fullName.trim().split(/\s+/)[0]
  return firstName ? `Good ${partOfDay}, ${firstName}` : `Good ${partOfDay}`
}
