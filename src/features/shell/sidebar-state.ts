import { useCallback, useEffect, useState } from 'react'
import type { NavGroupKey, NavItemKey } from './nav-entries'

/**
 * What the sidebar remembers across pages and visits, in localStorage (docs/product/screens-and-routes.md#sidebar: "the
 * active and expanded items are kept in local browser storage"): the last active item, the open groups, and whether the
 * desktop sidebar is folded to its icons.
 */
export const SIDEBAR_STORAGE_KEY = 'empleo-sidebar'

export type SidebarState = {
  collapsed: boolean
  active: NavItemKey | null
  expanded: readonly NavGroupKey[]
}

const navItemKeys: readonly NavItemKey[] = ['dashboard', 'profile', 'payslip', 'leave', 'expense', 'certificate']
const navGroupKeys: readonly NavGroupKey[] = ['requests']

/** A first visit: every group open, so no page starts out hidden. */
export const defaultSidebarState: SidebarState = { collapsed: false, active: null, expanded: [...navGroupKeys] }

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.includes(value as T)
}

/** The stored state, each part checked on its own: what does not read falls back to the default. */
export function readSidebarState(): SidebarState {
  let stored: Partial<Record<keyof SidebarState, unknown>> = {}
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? '{}')
    if (parsed && typeof parsed === 'object') stored = parsed
  } catch {
    // Unreadable: the defaults.
  }
  return {
    collapsed: typeof stored.collapsed === 'boolean' ? stored.collapsed : defaultSidebarState.collapsed,
    active: isOneOf(navItemKeys, stored.active) ? stored.active : null,
    expanded: Array.isArray(stored.expanded)
      ? stored.expanded.filter((key) => isOneOf(navGroupKeys, key))
      : defaultSidebarState.expanded,
  }
}

function writeSidebarState(state: SidebarState): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the sidebar still works, it just starts afresh next time.
  }
}

export function useSidebarState() {
  const [state, setState] = useState(readSidebarState)
  useEffect(() => writeSidebarState(state), [state])

  const setCollapsed = useCallback((collapsed: boolean) => setState((earlier) => ({ ...earlier, collapsed })), [])
  const setActive = useCallback(
    (active: NavItemKey, inGroup: NavGroupKey | null) =>
      setState((earlier) => {
        // Arriving at a page inside a closed group opens it, so the current page shows in the menu.
        const opens = inGroup !== null && !earlier.expanded.includes(inGroup)
        if (earlier.active === active && !opens) return earlier
        return { ...earlier, active, expanded: opens ? [...earlier.expanded, inGroup] : earlier.expanded }
      }),
    [],
  )
  const toggleGroup = useCallback(
    (group: NavGroupKey) =>
      setState((earlier) => ({
        ...earlier,
        expanded: earlier.expanded.includes(group)
          ? earlier.expanded.filter((key) => key !== group)
          : [...earlier.expanded, group],
      })),
    [],
  )
  return { ...state, setCollapsed, setActive, toggleGroup }
}
