const dayCount = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 1 })

/** Leave is counted in days and half days: '8.5', '1'. */
export const formatDays = (days: number) => dayCount.format(days)
