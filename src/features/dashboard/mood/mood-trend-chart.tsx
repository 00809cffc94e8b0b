import { moodValues } from '@contract/options'
import type { Dashboard } from '@contract/dashboard'
import { cn } from '@/lib/cn'
import { weekdayName } from '@/lib/dates/weekday'
import { MoodFace, moodLevels } from './mood-levels'
import { linearScale, linePath, pointPositions } from './trend-geometry'

type TrendDay = Dashboard['mood']['trend'][number]

// The drawing's own units; the SVG scales to its container's width.
const WIDTH = 320
const HEIGHT = 132
const MARGIN = { top: 10, right: 12, bottom: 24, left: 28 }
const FACE = 16

/**
 * The mood trend as a line over the working days, a gap where no mood was shared: SVG, so it stays
 * crisp and takes Tailwind colours. Hidden from screen readers: MoodTrend lists the same days as text
 * beside it.
 */
export function MoodTrendChart({ trend }: { trend: TrendDay[] }) {
  const across = pointPositions(trend.length, [MARGIN.left + FACE / 2, WIDTH - MARGIN.right], 0.4)
  const y = linearScale([1, 5], [HEIGHT - MARGIN.bottom, MARGIN.top])
  const days = trend.map((day, index) => ({
    ...day,
    x: across[index] ?? 0,
    y: day.mood ? y(moodLevels[day.mood].score) : 0,
  }))

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      {moodValues.map((mood) => {
        const level = y(moodLevels[mood].score)
        return (
          <g key={mood}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={level}
              y2={level}
              className="stroke-slate-200"
              strokeDasharray="3 3"
            />
            <MoodFace mood={mood} x={0} y={level - FACE / 2} width={FACE} height={FACE} />
          </g>
        )
      })}
      <path
        d={linePath(days.map((day) => (day.mood ? day : null)))}
        className="stroke-slate-400"
        strokeWidth={2}
        fill="none"
      />
      {days.map((day) => (
        <g key={day.date}>
          {day.mood ? (
            <circle
              cx={day.x}
              cy={day.y}
              r={5}
              className={cn('fill-current stroke-white', moodLevels[day.mood].colour)}
              strokeWidth={2}
            />
          ) : (
            <circle cx={day.x} cy={HEIGHT - MARGIN.bottom} r={3} className="fill-slate-300" />
          )}
          <text x={day.x} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
            {weekdayName(day.date)}
          </text>
        </g>
      ))}
    </svg>
  )
}
