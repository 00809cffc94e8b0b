import { formatDecimal } from './decimal'

/** Leave is counted in days and half days, and accrues in hundredths: '8.5', '1', '9.17'. */
export const formatDays = (days: number) => formatDecimal(days, { fractionDigits: 2 })

/** A count of days with its noun: '1 day', '2.5 days', '7 working days'. */
export const countDays = (days: number, noun = 'day') => `${formatDays(days)} ${noun}${days === 1 ? '' : 's'}`
