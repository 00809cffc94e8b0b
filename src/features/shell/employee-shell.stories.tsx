import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { User } from '@contract/user'
import { EmployeeShell } from './employee-shell'
import { withRouterAt } from './shell-story-router'

const maria: User = {
  id: 1,
  email: 'maria.santos@bayanihantech.ph',
  full_name: 'Maria Santos',
  employee_avatar: null,
  default_img_bg: 'teal',
  admin: false,
  is_admin_inactive: false,
  is_onboard: false,
  is_force_change_password: false,
  is_password_reset: false,
  is_2fa_enabled: false,
  is_privacy_notice_pending: false,
  status: 'active',
  employment_type: 'regular',
  company: { id: 1, name: 'Bayanihan Tech Solutions Inc.' },
}

/** The shell's stories are about the frame: a page stands in with its title only. */
const pageTitled = (title: string) => (
  <main className="p-6">
    <h1 className="text-2xl font-semibold text-ink">{title}</h1>
  </main>
)

const meta = {
  title: 'Shell/EmployeeShell',
  component: EmployeeShell,
  decorators: [withRouterAt('/payslip')],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => localStorage.removeItem('empleo-sidebar'),
  args: {
    user: maria,
    withSidebar: true,
    unviewedPayslips: 2,
    onSignOut: fn(() => Promise.resolve()),
    onSwitchToAdmin: fn(() => Promise.resolve()),
    children: pageTitled('Payslip'),
  },
} satisfies Meta<typeof EmployeeShell>

export default meta
type Story = StoryObj<typeof meta>

/** A regular employee on a laptop: every item, two payslips not opened yet. */
export const Desktop: Story = {}

/** The same on a phone, its drawer open from the header's menu button. */
export const PhoneWithDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }))
    await expect(await screen.findByRole('dialog', { name: 'Menu', busy: false })).toBeVisible()
  },
}

/** A probationary employee: no Expense Request, so Leave Request stands on its own. */
export const ProbationaryMenu: Story = {
  args: {
    user: { ...maria, full_name: 'Angelica Dela Cruz', employment_type: 'probationary', default_img_bg: 'rose' },
  },
}

/** An independent contractor: Dashboard and My Profile only, and no payslip count. */
export const ContractorMenu: Story = {
  args: {
    user: { ...maria, full_name: 'Paolo Garcia', employment_type: 'independent_contractor', default_img_bg: 'amber' },
    unviewedPayslips: undefined,
  },
}

/** Someone onboarding: no sidebar on /onboard, and Sign Out alone in the account menu. */
export const OnboardingNoSidebar: Story = {
  decorators: [withRouterAt('/onboard')],
  args: {
    user: { ...maria, full_name: 'Kristine Mendoza', is_onboard: true, default_img_bg: 'violet' },
    withSidebar: false,
    children: pageTitled('Onboarding'),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kristine Mendoza' }))
    await expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  },
}

/** An HR manager who is also an admin, the account menu open: 'Switch to Admin' comes first. */
export const AdminEmployeeAccountMenu: Story = {
  args: { user: { ...maria, full_name: 'Carmela Aquino', admin: true, default_img_bg: 'blue' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Carmela Aquino' }))
    await expect(await screen.findByRole('menuitem', { name: 'Switch to Admin' })).toBeVisible()
  },
}

/** The desktop sidebar folded to its icons; the names become tooltips. */
export const CollapsedSidebar: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Collapse sidebar' }))
  },
}

/** A long name: it is cut in the header and whole in the account menu. */
export const LongName: Story = {
  args: { user: { ...maria, full_name: 'Maria Angelica Concepcion Dela Cruz-Santos' } },
}
