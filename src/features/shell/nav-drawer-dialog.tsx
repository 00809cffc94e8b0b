import type { RefObject } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { NavDrawerHeader, navDrawerTitleClasses } from './nav-drawer-header'
import { NavFooter, NavList, type NavListProps } from './nav-list'

export type NavDrawerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's menu button, which opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>
  navProps: Omit<NavListProps, 'compact' | 'onNavigate'>
}

/**
 * The phone's menu drawer (a Radix dialog: focus moves in and is trapped, Escape or a tap outside
 * closes it). Its code is not part of any page's first load (nav-drawer.tsx).
 */
export function NavDrawerDialog({ open, onOpenChange, opener, navProps }: NavDrawerDialogProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        background="slate"
        // Radix gives focus back only to a SheetTrigger; the menu button is a plain button (nav-drawer.tsx).
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus()
        }}
      >
        <NavDrawerHeader>
          <SheetTitle className={navDrawerTitleClasses}>Menu</SheetTitle>
        </NavDrawerHeader>
        <SheetDescription className="sr-only">The pages of the employee portal.</SheetDescription>
        <div className="flex-1 overflow-y-auto">
          <NavList {...navProps} onNavigate={() => onOpenChange(false)} />
        </div>
        <div className="border-t border-slate-200 p-2">
          <NavFooter {...navProps} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
