import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { registerAppNavigation } from '@/lib/navigation'
import { Button } from './button'

describe('Button', () => {
  it('renders a link for an internal href that moves in the app, without a page load', async () => {
    const navigate = vi.fn(() => Promise.resolve())
    registerAppNavigation(navigate)
    render(<Button href="/leave?status=pending">Leave</Button>)
    const link = screen.getByRole('link', { name: 'Leave' })
    expect(link.getAttribute('href')).toBe('/leave?status=pending')

    await userEvent.click(link)
    expect(navigate).toHaveBeenCalledWith('/leave?status=pending', {})
  })

  it('leaves a ctrl-click or a middle click on an internal link to the browser (a new tab)', () => {
    const navigate = vi.fn(() => Promise.resolve())
    registerAppNavigation(navigate)
    render(<Button href="/leave">Leave</Button>)
    // What reaches the browser unhandled is counted, then stopped: jsdom cannot open tabs.
    let leftToBrowser = 0
    const browser = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftToBrowser += 1
      event.preventDefault()
    }
    document.addEventListener('click', browser)
    const link = screen.getByRole('link', { name: 'Leave' })
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { button: 1 })
    document.removeEventListener('click', browser)
    expect(leftToBrowser).toBe(2)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('renders a plain anchor for an external href, guarded when opened in a new tab', () => {
    render(
      <Button href="https://example.com/terms" target="_blank">
        Terms
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Terms' })
    expect(link.getAttribute('href')).toBe('https://example.com/terms')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('is disabled and busy while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('gives each colour and style its own classes', () => {
    render(
      <>
        <Button>Dark</Button>
        <Button color="blue">Blue</Button>
        <Button color="blue" variant="outline">
          Blue outline
        </Button>
      </>,
    )
    const classes = ['Dark', 'Blue', 'Blue outline'].map((name) => screen.getByRole('button', { name }).className)
    expect(new Set(classes).size).toBe(3)
    expect(classes[0]).toContain('bg-ink')
    expect(classes[1]).toContain('bg-brand-600')
    expect(classes[2]).toContain('border-brand-600')
  })

  it('lends its styling to a child element with asChild', () => {
    render(
      <Button asChild color="red">
        <label htmlFor="upload">Upload</label>
      </Button>,
    )
    expect(screen.getByText('Upload').tagName).toBe('LABEL')
    expect(screen.getByText('Upload').className).toContain('bg-red-600')
  })
})
