import { useId } from 'react'
import type { Dashboard } from '@contract/dashboard'
import { formatDate } from '@/lib/dates'
import { moodLabel } from './mood-levels'
import { MoodTrendChart } from './mood-trend-chart'

/** The last 7 working days' moods: a chart for the eye, the same days as a list for screen readers. */
export function MoodTrend({ trend }: { trend: Dashboard['mood']['trend'] }) {
  const headingId = useId()
  const shared = trend.filter((day) => day.mood !== null).length
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="text-sm font-medium text-ink">
        Your last {trend.length} working days
      </h3>
      {shared === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing shared yet. Your answers will show here as a trend.</p>
      ) : (
        <>
          <div className="mt-2">
            <MoodTrendChart trend={trend} />
          </div>
          <ol className="sr-only" aria-label="Mood by working day">
            {trend.map((day) => (
              <li key={day.date}>
                {formatDate(day.date)}: {day.mood ? moodLabel(day.mood) : 'not shared'}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
