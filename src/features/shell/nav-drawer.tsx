import { Suspense, useEffect, useRef, useState } from 'react'
import { ModalPlaceholder } from '@/components/ui/modal-placeholder'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart } from '@/lib/lazy-part'
import { DESKTOP_QUERY } from '@/lib/use-media-query'
import { NavDrawerHeader, navDrawerTitleClasses } from './nav-drawer-header'
import type { NavDrawerDialogProps } from './nav-drawer-dialog'
import { MenuIcon } from './shell-icons'
import type { NavListProps } from './nav-list'

// The drawer is a Radix dialog, which no page shows first: with it every employee page's first load
// carried about 12 KB more gzipped (docs/decisions/0036-employee-first-load.md).
const drawer = lazyPart<NavDrawerDialogProps>(() =>
  import('./nav-drawer-dialog').then((module) => module.NavDrawerDialog),
)

export type NavDrawerProps = Omit<NavListProps, 'compact' | 'onNavigate'> & {
  /** The page's address: the drawer closes when it changes. */
  pathname: string
}

/**
 * The sidebar on a phone: a menu button in the header opening a drawer (nav-drawer-dialog.tsx), which
 * gives focus back to the button when it closes. Following a link closes it, and so does growing the
 * window past the breakpoint, where the sidebar shows. The button is always this one; a press before
 * the drawer's code has arrived opens its placeholder at once, and the drawer takes its place.
 */
export function NavDrawer({ pathname, ...navProps }: NavDrawerProps) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  const button = useRef<HTMLButtonElement>(null)
  // Another way to a new page (Back, a link on the page) closes it too.
  if (open && pathname !== openedAt) setOpen(false)

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false)
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [open])

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) return
    setOpened(true)
    setOpenedAt(pathname)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => changeOpen(!open)}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      {opened && (
        <Suspense fallback={open && <DrawerPlaceholder onClose={() => setOpen(false)} />}>
          <drawer.Component open={open} onOpenChange={changeOpen} opener={button} navProps={navProps} />
        </Suspense>
      )}
    </>
  )
}

function DrawerPlaceholder({ onClose }: { onClose: () => void }) {
  return (
    <ModalPlaceholder kind="sheet" label="Menu" onClose={onClose}>
      <NavDrawerHeader>
        <h2 className={navDrawerTitleClasses}>Menu</h2>
      </NavDrawerHeader>
      <div role="status" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Loading the menu…</span>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    </ModalPlaceholder>
  )
}
