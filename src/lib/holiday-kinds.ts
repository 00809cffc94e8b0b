import type { Holiday } from '@contract/leave'

/**
 * How each kind of holiday is named, in a sentence: in a picker's day labels and in the leave
 * calendar's. Its own module, so the leave calendar's first load does not bring the pickers' calendar code.
 */
export const holidayKinds: Record<Holiday['type'], string> = {
  regular: 'regular holiday',
  special_non_working: 'special non-working day',
  special_working: 'special working day',
}
