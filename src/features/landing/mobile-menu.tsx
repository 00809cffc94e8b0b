import { useEffect, useId, useRef, useState } from 'react'
import { XIcon } from '@/components/ui/icons'
import { AccountButtons } from './account-buttons'
import type { LandingDialog } from './landing-dialog'
import { MenuIcon } from './landing-icons'
import type { SectionId } from './landing-sections'
import { SectionNav } from './section-nav'

export type MobileMenuProps = {
  active: SectionId
  onSelectSection: (id: SectionId) => void
  onOpenDialog: (dialog: LandingDialog) => void
}

/**
 * Small screens: a hamburger toggle and a dropdown with the nav items and both buttons
 * (docs/product/screens-and-routes.md#landing-page). It closes after any choice, on Escape (focus back on the toggle)
 * and on a click outside. Hand-built rather than Radix DropdownMenu, which would not fit the landing page's first load.
 */
export function MobileMenu({ active, onSelectSection, onOpenDialog }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('pointerdown', closeOnOutsideClick)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeOnOutsideClick)
    }
  }, [open])

  const selectSection = (id: SectionId) => {
    setOpen(false)
    // Focus moves on to the section.
    onSelectSection(id)
  }
  const openDialog = (dialog: LandingDialog) => {
    setOpen(false)
    // The dialog returns focus to what had it when it opened: the toggle, not a button about to vanish.
    toggle.current?.focus()
    onOpenDialog(dialog)
  }

  return (
    <div ref={container}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        {open ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label="Sections">
          <SectionNav active={active} onSelect={selectSection} className="flex flex-col gap-1" />
        </nav>
        <AccountButtons
          onOpenDialog={openDialog}
          className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4"
          buttonClassName="w-full"
        />
      </div>
    </div>
  )
}
