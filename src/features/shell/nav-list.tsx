import { useRouter } from '@tanstack/react-router'
import { useId, type MouseEvent } from 'react'
import { cn } from '@/lib/cn'
import {
  footerMenu,
  type NavEntry,
  type NavGroup,
  type NavGroupKey,
  type NavItem,
  type NavItemKey,
} from './nav-entries'
import { ChevronDownIcon } from './shell-icons'

export type NavListProps = {
  entries: readonly NavEntry[]
  /** The item shown as current: the page's own, or where the person last was (sidebar-state.ts). */
  activeKey: NavItemKey | null
  /** True when the address itself belongs to the active item, which then carries aria-current="page". */
  activeIsCurrentPage: boolean
  expandedGroups: readonly NavGroupKey[]
  onToggleGroup: (group: NavGroupKey) => void
  /** The desktop sidebar folded to its icons: names become tooltips and groups lay their items flat. */
  compact?: boolean
  unviewedPayslips?: number
  /** After a link is followed (the phone's drawer closes). */
  onNavigate?: () => void
}

/**
 * The sidebar's menu (docs/product/screens-and-routes.md#sidebar), shared by the desktop sidebar and the phone's
 * drawer.
 */
export function NavList({ entries, compact = false, ...props }: NavListProps) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-2">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <li key={entry.key}>
              <SidebarLink item={entry} compact={compact} {...props} />
            </li>
          ) : compact ? (
            entry.items.map((item) => (
              <li key={item.key}>
                <SidebarLink item={item} compact {...props} />
              </li>
            ))
          ) : (
            <li key={entry.key}>
              <SidebarGroup group={entry} {...props} />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

export type NavFooterProps = Omit<NavListProps, 'entries' | 'expandedGroups' | 'onToggleGroup'>

/** The footer's links (nav-entries.ts, `footerMenu`), under the menu in the sidebar and the phone's drawer. */
export function NavFooter({ compact = false, ...props }: NavFooterProps) {
  return (
    <ul className="flex flex-col gap-1">
      {footerMenu.map((item) => (
        <li key={item.key}>
          <SidebarLink item={item} compact={compact} {...props} />
        </li>
      ))}
    </ul>
  )
}

const rowClasses =
  'flex min-h-10 w-full items-center gap-3 rounded-md py-2 text-sm font-medium [&_svg]:size-5 [&_svg]:shrink-0'

/** A row's colours: at rest, the current page's, and a closed group's that holds the current page. */
const rowColours = {
  idle: 'text-slate-700 hover:bg-slate-200/70 hover:text-ink',
  active: 'bg-brand-100 text-brand-800 hover:bg-brand-100 hover:text-brand-800',
  holdsActive: 'text-brand-800 hover:bg-slate-200/70 hover:text-ink',
} as const

type SidebarLinkProps = Omit<NavListProps, 'entries' | 'expandedGroups' | 'onToggleGroup'> & {
  item: NavItem
  compact: boolean
  nested?: boolean
}

function SidebarLink({
  item,
  compact,
  nested = false,
  activeKey,
  activeIsCurrentPage,
  unviewedPayslips,
  onNavigate,
}: SidebarLinkProps) {
  const router = useRouter()
  const active = item.key === activeKey
  const count = item.key === 'payslip' && unviewedPayslips ? unviewedPayslips : 0
  const Icon = item.icon

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onNavigate?.()
    void router.navigate({ to: item.to })
  }
  // The page's code and data start loading while the pointer or focus is on its link.
  const preload = () => void router.preloadRoute({ to: item.to }).catch(() => {})

  return (
    <a
      href={item.to}
      onClick={follow}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      aria-current={active && activeIsCurrentPage ? 'page' : undefined}
      // Named in words rather than from its content: Chrome joins the label and a visually hidden
      // count with a space ("Payslip , 2 unviewed"), as each is a box of its own.
      aria-label={count > 0 ? `${item.label}, ${count} unviewed` : undefined}
      title={compact ? item.label : undefined}
      data-active={active || undefined}
      className={cn(
        rowClasses,
        'relative',
        compact ? 'justify-center px-0' : 'px-3',
        nested && !compact && 'pl-11',
        active ? rowColours.active : rowColours.idle,
      )}
    >
      <Icon />
      <span className={cn('flex-1 truncate', compact && 'sr-only')}>{item.label}</span>
      {count > 0 && <UnviewedCount count={count} compact={compact} />}
    </a>
  )
}

/** The count as a badge; the link's name says it in words. */
function UnviewedCount({ count, compact }: { count: number; compact: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'rounded-full bg-brand-700 px-1.5 font-semibold text-white',
        compact ? 'absolute top-0.5 right-1 min-w-5 text-center text-[10px] leading-4' : 'text-xs leading-5',
      )}
    >
      {count > 99 ? '99+' : String(count)}
    </span>
  )
}

type SidebarGroupProps = Omit<NavListProps, 'entries' | 'compact'> & { group: NavGroup }

function SidebarGroup({ group, expandedGroups, onToggleGroup, ...linkProps }: SidebarGroupProps) {
  const listId = useId()
  const open = expandedGroups.includes(group.key)
  const holdsActive = group.items.some((item) => item.key === linkProps.activeKey)
  const Icon = group.icon
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggleGroup(group.key)}
        className={cn(
          rowClasses,
          'cursor-pointer px-3',
          holdsActive && !open ? rowColours.holdsActive : rowColours.idle,
        )}
      >
        <Icon />
        <span className="flex-1 truncate text-left">{group.label}</span>
        <ChevronDownIcon className={cn('size-4! transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-1">
        {group.items.map((item) => (
          <li key={item.key}>
            <SidebarLink item={item} compact={false} nested {...linkProps} />
          </li>
        ))}
      </ul>
    </>
  )
}
