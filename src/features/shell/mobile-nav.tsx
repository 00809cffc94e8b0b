import { useEffect, useState } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { MenuIcon } from './shell-icons'
import { SidebarNav, type SidebarNavProps } from './sidebar-nav'

// Tailwind's md breakpoint, where the desktop sidebar takes over from the drawer.
const DESKTOP = '(min-width: 48rem)'

export type MobileNavProps = Omit<SidebarNavProps, 'compact' | 'onNavigate'> & {
  /** The page's address: the drawer closes when it changes. */
  pathname: string
}

/**
 * The sidebar on a phone: a menu button in the header opening a drawer (a Radix dialog: focus moves
 * in and is trapped, Escape or a tap outside closes it, and focus returns to the button). Following a
 * link closes it, and so does growing the window past the breakpoint, where the sidebar shows.
 */
export function MobileNav({ pathname, ...navProps }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  // Another way to a new page (Back, a link on the page) closes it too.
  if (open && pathname !== openedAt) setOpen(false)

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const desktop = window.matchMedia(DESKTOP)
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false)
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [open])

  function changeOpen(next: boolean) {
    setOpen(next)
    if (next) setOpenedAt(pathname)
  }

  return (
    <Sheet open={open} onOpenChange={changeOpen}>
      <SheetTrigger className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden">
        <MenuIcon className="size-5" />
        <span className="sr-only">Open menu</span>
      </SheetTrigger>
      <SheetContent className="bg-slate-50">
        <div className="flex h-14 items-center border-b border-slate-200 px-4 pr-14">
          <SheetTitle className="text-lg font-semibold text-ink">Menu</SheetTitle>
          <SheetDescription className="sr-only">The pages of the employee portal.</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav {...navProps} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
