import type { CorpusEntry } from './corpus'

/** Where a journey's recording sorts among the recording's files (`<journey>-<retry>.json`). */
const fileOrder = (a: string, b: string) => (`${a}-0.json` < `${b}-0.json` ? -1 : 1)

/**
 * The corpus after a recording of some journeys (decision 33): each journey recorded now with its new
 * requests, every other as the corpus held it, journeys in the order their files sort, each distinct request
 * once where it was first seen.
 */
export function mergeCorpus(held: CorpusEntry[], recorded: Map<string, CorpusEntry[]>): CorpusEntry[] {
  const journeys = [...new Set([...held.map((entry) => entry.journey), ...recorded.keys()])].sort(fileOrder)
  const seen = new Set<string>()
  const corpus: CorpusEntry[] = []
  for (const journey of journeys) {
    for (const entry of recorded.get(journey) ?? held.filter((kept) => kept.journey === journey)) {
      const { journey: _journey, ...identity } = entry
      const key = JSON.stringify(identity)
      if (seen.has(key)) continue
      seen.add(key)
      corpus.push(entry)
    }
  }
  return corpus
}
