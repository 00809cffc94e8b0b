import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/dates'
import type { OutboxEntry } from '@/lib/outbox/outbox-entry'
import { removeFromOutbox } from '@/lib/outbox/outbox-store'
import { useKeptRequests } from '@/lib/outbox/use-kept-requests'
import type { MoodAnswer } from '../api/share-mood'
import type { MoodFace, moodLabel } from './mood-levels'
import type { TodaysMood } from './todays-mood'

/**
 * The meter's own pieces, given by it: imported here, they would leave the dashboard's chunk for one of
 * their own, which the dashboard's first load would then fetch (docs/decisions/0070-mood-kept-for-its-day.md).
 */
export type MoodPieces = { TodaysMood: typeof TodaysMood; MoodFace: typeof MoodFace; moodLabel: typeof moodLabel }

export type KeptMoodsProps = {
  /** Today's Manila business date. */
  today: string
  /** What the meter shows for today when no answer of today waits on this phone. */
  todayPart: ReactNode
  /** Whether today's answer is on record: a kept one then does not stand for today. */
  answeredToday: boolean
  /** The person has just answered, and it was kept: focus goes to it. */
  justKept: boolean
  pieces: MoodPieces
}

const KEPT_NOTE = 'Kept on this phone. It will be sent when you are back online.'

// A mood's body holds no files: kept as it was given (src/lib/outbox/kept-body.ts).
const answerOf = (entry: OutboxEntry) => entry.body as MoodAnswer['body']

const waitingBadge = (
  <Badge color="pending" width="fit">
    Waiting to send
  </Badge>
)

/**
 * The mood's answers kept on this phone for want of a line (docs/product/offline.md#the-mood). One for
 * today stands as today's answer, marked Waiting to send, until it is sent. One for an earlier day
 * (kept past midnight) is listed with its date, since the meter shows today's answer only; so is one
 * the server refused when it was sent, with its message, until the person dismisses it.
 */
export function KeptMoods({ today, todayPart, answeredToday, justKept, pieces }: KeptMoodsProps) {
  const { TodaysMood } = pieces
  const entries = useKeptRequests('mood')
  // Until the phone's outbox is read, nothing for today: a press meanwhile could answer today twice.
  if (entries === null) return answeredToday ? todayPart : null
  const keptToday = answeredToday
    ? undefined
    : entries.find((entry) => entry.state === 'waiting' && answerOf(entry).date === today)
  const others = entries.filter((entry) => entry !== keptToday)
  return (
    <>
      {keptToday ? (
        <TodaysMood mood={answerOf(keptToday).mood} note={KEPT_NOTE} focusOnShow={justKept} status={waitingBadge} />
      ) : (
        todayPart
      )}
      {others.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Moods kept on this phone">
          {others.map((entry) => (
            <KeptMood key={entry.key} entry={entry} pieces={pieces} />
          ))}
        </ul>
      )}
    </>
  )
}

/** An answer for another day, or one refused: its day and mood, where it stands, and Dismiss when refused. */
function KeptMood({ entry, pieces: { MoodFace, moodLabel } }: { entry: OutboxEntry; pieces: MoodPieces }) {
  const { mood, date } = answerOf(entry)
  const day = formatDate(date)
  const refused = entry.state === 'refused'
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <MoodFace mood={mood} className="size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">
          {day}: {moodLabel(mood)}
        </p>
        <p className="text-xs text-slate-600">
          {refused ? <>Not accepted when sent: {entry.refusal?.message}</> : KEPT_NOTE}
        </p>
      </div>
      {refused ? (
        <>
          <Badge color="denied" width="fit">
            Not sent
          </Badge>
          {/* A refused answer made no record, and sent again it would be refused again: nothing is lost. */}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void removeFromOutbox(entry.key)}
            aria-label={`Dismiss the mood for ${day}`}
          >
            Dismiss
          </Button>
        </>
      ) : (
        waitingBadge
      )}
    </li>
  )
}
