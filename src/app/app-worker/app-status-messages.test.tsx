import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppStatusMessages } from './app-status-messages'
import { useOnline } from './use-online'

describe('AppStatusMessages', () => {
  it('says the app is offline only while it is', () => {
    const { rerender } = render(<AppStatusMessages online update={null} />)
    expect(screen.queryByText('You are offline.')).toBeNull()
    rerender(<AppStatusMessages online={false} update={null} />)
    expect(screen.getByText('You are offline.')).toBeTruthy()
    expect(screen.getByText(/cannot load or save your data/)).toBeTruthy()
  })

  it('offers a waiting version, and Reload hands it the page', async () => {
    const activate = vi.fn()
    render(<AppStatusMessages online update={{ activate }} />)
    expect(screen.getByText('A new version of Empleo is available.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(activate).toHaveBeenCalledTimes(1)
    // Once: a second press while the page reloads would post the message again.
    expect(screen.getByRole('button', { name: 'Reload' }).hasAttribute('disabled')).toBe(true)
  })

  it('puts the offer away on Later, without activating it', async () => {
    const activate = vi.fn()
    render(<AppStatusMessages online update={{ activate }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('A new version of Empleo is available.')).toBeNull()
    expect(activate).not.toHaveBeenCalled()
  })
})

describe('useOnline', () => {
  afterEach(() => vi.restoreAllMocks())

  function Probe() {
    return <p>{useOnline() ? 'online' : 'offline'}</p>
  }

  it("follows the browser's offline and online events", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<Probe />)
    expect(screen.getByText('online')).toBeTruthy()
    onLine.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByText('offline')).toBeTruthy()
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByText('online')).toBeTruthy()
  })
})
