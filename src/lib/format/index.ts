export { formatPeso, formatPesoWithCode, formatWholePeso } from './money'
export { countDays, formatDays } from './days'
