const dayCount = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 })

/** Leave is counted in days and half days, and accrues in hundredths: '8.5', '1', '9.17'. */
export const formatDays = (days: number) => dayCount.format(days)
