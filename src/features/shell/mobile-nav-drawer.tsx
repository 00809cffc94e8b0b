import type { RefObject } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { DrawerHeader, drawerTitleClasses } from './drawer-header'
import { SidebarNav, type SidebarNavProps } from './sidebar-nav'

export type MobileNavDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's menu button, which opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>
  navProps: Omit<SidebarNavProps, 'compact' | 'onNavigate'>
}

/**
 * The phone's menu drawer (a Radix dialog: focus moves in and is trapped, Escape or a tap outside
 * closes it). Its code is not part of any page's first load (mobile-nav.tsx).
 */
export function MobileNavDrawer({ open, onOpenChange, opener, navProps }: MobileNavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        className="bg-slate-50"
        // Radix gives focus back only to a SheetTrigger; the menu button is a plain button (mobile-nav.tsx).
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus()
        }}
      >
        <DrawerHeader>
          <SheetTitle className={drawerTitleClasses}>Menu</SheetTitle>
        </DrawerHeader>
        <SheetDescription className="sr-only">The pages of the employee portal.</SheetDescription>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav {...navProps} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
