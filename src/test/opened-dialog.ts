import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The dialog of that name once its code has arrived: a lazy dialog's placeholder (aria-busy, see
 * src/components/ui/popup-placeholder.tsx) holds its place under the same name until then.
 */
export function findOpenedDialog(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name })
    expect(dialog.getAttribute('aria-busy')).toBeNull()
    return dialog
  })
}
