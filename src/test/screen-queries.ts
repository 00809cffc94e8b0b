import { screen, waitFor, within } from '@testing-library/react'

// What route tests read off the screen as a person would: the errors under a field, the code boxes,
// and where the router came to rest.
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/** The messages under a field, as the person sees them: one paragraph, or each item of the numbered list. */
export function errorsUnder(control: HTMLElement): string[] {
  const errorId = (control.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'))
  const region = errorId ? document.getElementById(errorId) : null
  if (!region) return []
  const items = within(region).queryAllByRole('listitem')
  return items.length > 0 ? items.map((item) => item.textContent ?? '') : [region.textContent ?? ''].filter(Boolean)
}

/**
 * A button's accessible name as Testing Library computes it for `getByRole(…, { name })`: the matcher
 * is handed each candidate's name.
 */
export function buttonName(button: Element): string {
  let name: string | undefined
  within(button.parentElement ?? document.body).getAllByRole('button', {
    name: (candidateName, candidate) => {
      if (candidate === button) name = candidateName
      return candidate === button
    },
  })
  if (name === undefined) throw new Error('not a button on screen')
  return name
}

/** A day's button in the open calendar, by its business date. */
export const calendarDay = (isoDate: string) =>
  document.querySelector<HTMLButtonElement>(`button[data-day="${isoDate}"]`)!

/** The first of several matches (the landing page may show Login twice: header and mobile menu). */
export function first<T>(elements: T[]): T {
  const [element] = elements
  if (element === undefined) throw new Error('nothing matched')
  return element
}

/** The code boxes' group, which carries the field's description (its errors). */
export const codeGroup = (label: string) => screen.getByRole('group', { name: label })

/**
 * Pastes a code into the boxes, replacing what they held. The press waits until the boxes take the pointer: a
 * dialog that has just opened blocks the page first and frees its own content a render later (Radix's
 * DismissableLayer), and a press in between is refused (`pointer-events: none`).
 */
export async function typeCode(label: string, code: string) {
  await waitFor(() => userEvent.click(first(within(codeGroup(label)).getAllByRole('textbox'))))
  await userEvent.paste(code)
}

type AnyRouter = { state: { status: string; location: { pathname: string } } }

/** Where the router came to rest, once it has arrived at `pathname` (a click navigates after a server answer). */
export async function arrivesAt(router: AnyRouter, pathname: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
  await waitFor(() => expect(router.state.status).toBe('idle'))
  expect(router.state.location.pathname).toBe(pathname)
}

// find, not get: a form shows a moment after its dialog opens (a lazy part, decision 36).
/** Picks an option of a select, as a person does: open it, then choose. */
export async function chooseOption(label: string | RegExp, option: string): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** Picks a range in the date range picker labelled "Dates…", and waits for its calendar to close. */
export async function pickDateRange(from: string, to: string): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Dates/ }))
  // The calendar shows once its code is here (a lazy part of the picker).
  await screen.findByRole('grid')
  await userEvent.click(calendarDay(from))
  await userEvent.click(calendarDay(to))
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
}
