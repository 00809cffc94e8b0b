/**
 * Whether a person keeps their answers on this device for reading offline (docs/product/offline.md#reading-offline):
 * off unless they turned it on in Account Settings. A flag per person in localStorage, read on every page's first
 * load, so the keeping's own code loads only for a person who chose it (docs/decisions/0071-kept-answers.md).
 */
type Listener = () => void

const listeners = new Set<Listener>()
const PREFIX = 'empleo.keep-answers.'
const choiceKey = (person: string) => `${PREFIX}${person}`

export function keepsAnswers(person: string): boolean {
  try {
    return localStorage.getItem(choiceKey(person)) === 'on'
  } catch {
    return false // no storage: nothing can be kept either
  }
}

/** Sets the person's choice; every listener in this tab hears it, other tabs through the storage event. */
export function chooseToKeepAnswers(person: string, keep: boolean): void {
  try {
    if (keep) localStorage.setItem(choiceKey(person), 'on')
    else localStorage.removeItem(choiceKey(person))
  } catch {
    // Without storage the choice cannot outlive the page; the switch shows what was stored.
  }
  for (const listener of listeners) listener()
}

export function onKeepAnswersChoice(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PREFIX)) for (const listener of listeners) listener()
  })
}

/**
 * Turns the choice off and deletes what was kept (docs/product/offline.md#reading-offline): the person turned it
 * off, or chose Sign Out. The keeping stops first, with the choice, so nothing is written after the deletion.
 */
export async function forgetKeptAnswers(person: string): Promise<void> {
  if (!keepsAnswers(person)) return
  chooseToKeepAnswers(person, false)
  await (await import('./kept-answers-store')).deleteKeptAnswers(person)
}
