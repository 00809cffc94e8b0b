import { cn } from '@/lib/cn'
import { PanelLeftIcon } from './shell-icons'
import { NavFooter, NavList, type NavListProps } from './nav-list'

export type SidebarProps = Omit<NavListProps, 'compact' | 'onNavigate'> & {
  collapsed: boolean
  onCollapsedChange: (collapsed: boolean) => void
}

export const SIDEBAR_ID = 'app-sidebar'

/**
 * The desktop sidebar (from the md breakpoint; phones get the drawer instead). It folds to its icons
 * and back, and remembers which (sidebar-state.ts).
 */
export function Sidebar({ collapsed, onCollapsedChange, ...navProps }: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={collapsed || undefined}
      className={cn(
        'sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-r border-slate-200 bg-slate-50 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className="flex-1 overflow-y-auto">
        <NavList compact={collapsed} {...navProps} />
      </div>
      <div className="flex flex-col gap-1 border-t border-slate-200 p-2">
        <NavFooter compact={collapsed} {...navProps} />
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          title={collapsed ? toggleLabel : undefined}
          onClick={() => onCollapsedChange(!collapsed)}
          className={cn(
            'flex min-h-10 w-full cursor-pointer items-center gap-3 rounded-md text-sm text-slate-700 hover:bg-slate-200/70 hover:text-ink',
            collapsed ? 'justify-center px-0' : 'px-3',
          )}
        >
          <PanelLeftIcon className="size-5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>{toggleLabel}</span>
        </button>
      </div>
    </aside>
  )
}
