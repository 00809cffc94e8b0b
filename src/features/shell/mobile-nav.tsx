import { lazy, Suspense } from 'react'
import { useLoadOnIntent } from '@/lib/load-later'
import { menuButtonClasses } from './menu-button'
import { MenuIcon } from './shell-icons'
import type { SidebarNavProps } from './sidebar-nav'

export type MobileNavProps = Omit<SidebarNavProps, 'compact' | 'onNavigate'> & {
  /** The page's address: the drawer closes when it changes. */
  pathname: string
}

// The drawer is a Radix dialog (focus trap, scroll lock, dismissable layer: about 12 KB gzipped),
// which no page needs to show itself: it stays out of every employee page's first load (decision 36).
const loadDrawer = () => import('./mobile-nav-drawer')
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })))

/**
 * The sidebar on a phone: a menu button in the header opening a drawer (mobile-nav-drawer.tsx). Until
 * the drawer's code is there (useLoadOnIntent) the same button stands in; pressing it loads the
 * drawer and opens it.
 */
export function MobileNav(props: MobileNavProps) {
  const { wanted, pressedEarly, focused, standInProps } = useLoadOnIntent({ opensOn: 'click', load: loadDrawer })
  const standIn = (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={menuButtonClasses} {...standInProps}>
      <MenuIcon className="size-5" />
      <span className="sr-only">Open menu</span>
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <MobileNavDrawer {...props} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
