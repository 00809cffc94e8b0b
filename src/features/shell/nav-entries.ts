import type { ComponentType, SVGProps } from 'react'
import { canUse, type GatedFeature } from '@contract/access'
import type { EmploymentType } from '@contract/options'
import {
  CertificateIcon,
  DashboardIcon,
  ExpenseIcon,
  LeaveIcon,
  PayslipIcon,
  PrivacyIcon,
  ProfileIcon,
  RequestsIcon,
} from './shell-icons'

export type NavItemKey = 'dashboard' | 'profile' | 'payslip' | 'leave' | 'expense' | 'certificate' | 'privacy'
/** The pages the menu leads to: routes of the app, checked against its route tree. */
export type NavPath = '/dashboard' | '/profile' | '/payslip' | '/leave' | '/item' | '/certificate' | '/privacy'
export type NavGroupKey = 'requests'

type NavIcon = ComponentType<SVGProps<SVGSVGElement>>

export type NavItem = {
  kind: 'item'
  key: NavItemKey
  label: string
  to: NavPath
  icon: NavIcon
  /** The employment-type gate of contract/access.ts; none means open to everyone. */
  feature?: GatedFeature
  /**
   * Other addresses that mark this item as the current page (docs/product/screens-and-routes.md#sidebar:
   * /leave-calendar highlights Dashboard).
   */
  alsoActiveOn?: readonly string[]
}

export type NavGroup = { kind: 'group'; key: NavGroupKey; label: string; icon: NavIcon; items: readonly NavItem[] }

export type NavEntry = NavItem | NavGroup

/**
 * The sidebar of docs/product/screens-and-routes.md#sidebar, in its order. Leave Request, Expense Request and
 * Certificate of Employment sit in one expandable group, Requests, whose open or closed state is remembered (docs/product/screens-and-routes.md#sidebar:
 * "expanded items").
 */
const sidebarMenu: readonly NavEntry[] = [
  {
    kind: 'item',
    key: 'dashboard',
    label: 'Dashboard',
    to: '/dashboard',
    icon: DashboardIcon,
    alsoActiveOn: ['/leave-calendar'],
  },
  { kind: 'item', key: 'profile', label: 'My Profile', to: '/profile', icon: ProfileIcon },
  { kind: 'item', key: 'payslip', label: 'Payslip', to: '/payslip', icon: PayslipIcon, feature: 'payslip' },
  {
    kind: 'group',
    key: 'requests',
    label: 'Requests',
    icon: RequestsIcon,
    items: [
      { kind: 'item', key: 'leave', label: 'Leave Request', to: '/leave', icon: LeaveIcon, feature: 'leave' },
      { kind: 'item', key: 'expense', label: 'Expense Request', to: '/item', icon: ExpenseIcon, feature: 'expense' },
      {
        kind: 'item',
        key: 'certificate',
        label: 'Certificate of Employment',
        to: '/certificate',
        icon: CertificateIcon,
        feature: 'certificate',
      },
    ],
  },
]

/**
 * The sidebar's footer, below the menu and open to every employment type: the privacy centre
 * (docs/product/privacy.md), where the person's data is rather than their work.
 */
export const footerMenu: readonly NavItem[] = [
  { kind: 'item', key: 'privacy', label: 'Privacy', to: '/privacy', icon: PrivacyIcon },
]

const allowed = (item: NavItem, employmentType: EmploymentType | null) =>
  item.feature === undefined || canUse(item.feature, employmentType)

/**
 * The menu an employment type sees (docs/product/screens-and-routes.md#employee-routes): Payslip and Leave Request
 * hidden for an independent contractor, Expense Request shown only to a regular employee, Certificate of Employment to
 * employees (not to a contractor). A group left with one item
 * shows that item on its own, and a group left with none is not shown.
 */
export function menuFor(employmentType: EmploymentType | null): NavEntry[] {
  return sidebarMenu.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'item') return allowed(entry, employmentType) ? [entry] : []
    const items = entry.items.filter((item) => allowed(item, employmentType))
    if (items.length <= 1) return items
    return [{ ...entry, items }]
  })
}

const isAtOrBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`)

/** The item an address belongs to (its page or a page below it, e.g. /leave/7), or null. */
export function navItemAt(pathname: string): NavItemKey | null {
  const items = [...sidebarMenu, ...footerMenu].flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
  const item = items.find((candidate) =>
    [candidate.to, ...(candidate.alsoActiveOn ?? [])].some((path) => isAtOrBelow(pathname, path)),
  )
  return item?.key ?? null
}

/** The group an item sits in, or null for a top-level item. */
export function navGroupOf(key: NavItemKey): NavGroupKey | null {
  const group = sidebarMenu.find(
    (entry): entry is NavGroup => entry.kind === 'group' && entry.items.some((item) => item.key === key),
  )
  return group?.key ?? null
}
