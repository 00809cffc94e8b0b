export { formatPeso, formatPesoWithCode, formatWholePeso } from './money'
export { formatDays } from './days'
