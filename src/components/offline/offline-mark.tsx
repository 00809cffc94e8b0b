import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { signedInPersonKeepsAnswers } from '@/lib/kept-answers/kept-answer-state'
import { onKeepAnswersChoice } from '@/lib/kept-answers/kept-answers-choice'
import { lazyPart } from '@/lib/lazy-part'
import { signedInPerson } from '@/lib/signed-in-person'

// Off every page's first load: fetched once the person keeps their answers, while there is still a line.
const markPart = lazyPart(() => import('./offline-as-of-mark').then((module) => module.OfflineAsOfMark))

const subscribe = (onChange: () => void) => {
  const stops = [onKeepAnswersChoice(onChange), signedInPerson.subscribe(onChange)]
  return () => stops.forEach((stop) => stop())
}

/**
 * The shell's place for the mark that says how old the answers on screen are (docs/product/offline.md#reading-offline):
 * nothing, and no code, for a person who keeps no answers on this phone.
 */
export function OfflineMark() {
  const keeps = useSyncExternalStore(subscribe, signedInPersonKeepsAnswers, () => false)
  useEffect(() => {
    if (keeps) void markPart.preload()
  }, [keeps])
  if (!keeps) return null
  return (
    <Suspense fallback={null}>
      <markPart.Component />
    </Suspense>
  )
}
