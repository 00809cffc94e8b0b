import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { readDraft, registerDraftFlusher, removeDraft, writeDraft } from './form-drafts'
import { signedInPerson } from '@/lib/signed-in-person'

/** Typing is saved this long after the last keystroke, and at once when the page or the form goes. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500

export type DraftOption = {
  /** Names the form among the person's drafts, e.g. 'leave-request'. */
  key: string
}

/**
 * The draft a form starts from: read once, on mount, for whoever is signed in then. The owner is
 * kept for the form's life, so what is typed up to a forced logout is saved under that person.
 */
export function useRestoredDraft(draft: DraftOption | undefined): {
  owner: string | null
  values: Record<string, unknown> | null
} {
  const [restored] = useState(() => {
    const owner = draft ? signedInPerson.get() : null
    return { owner, values: owner && draft ? readDraft(owner, draft.key) : null }
  })
  return restored
}

/**
 * Saves the form's values as a draft while the person types (debounced), on pagehide, on unmount
 * and when a forced logout flushes drafts. Returns `clearDraft`, for after a successful submit.
 */
export function useDraftSaving<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  key: string | undefined,
  owner: string | null,
): () => void {
  const clear = useRef<() => void>(() => {})

  useEffect(() => {
    if (!key || !owner) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // Only what the person changed is saved: an untouched form, or one just cleared, writes nothing.
    let dirty = false
    const save = () => {
      clearTimeout(timer)
      if (!dirty) return
      dirty = false
      writeDraft(owner, key, form.getValues())
    }
    const subscription = form.watch((_values, { name }) => {
      if (!name) return // a reset, not an edit
      dirty = true
      clearTimeout(timer)
      timer = setTimeout(save, DRAFT_SAVE_DEBOUNCE_MS)
    })
    const unregister = registerDraftFlusher(save)
    window.addEventListener('pagehide', save)
    clear.current = () => {
      clearTimeout(timer)
      dirty = false
      removeDraft(owner, key)
    }
    return () => {
      save()
      subscription.unsubscribe()
      unregister()
      window.removeEventListener('pagehide', save)
      clear.current = () => {}
    }
  }, [form, key, owner])

  return useCallback(() => clear.current(), [])
}
