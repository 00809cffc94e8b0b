import { Icon } from '@/components/ui/icons'
import type { FeatureKey } from './landing-content'

type IconProps = Parameters<typeof Icon>[0]

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

const RecordsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M15 10h3M15 14h3M6 16.5c.6-1.4 1.7-2 3-2s2.4.6 3 2" />
  </Icon>
)

const PortalIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
)

const PayslipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 2v20l2.5-1.5L10 22l2-1.5 2 1.5 2.5-1.5L19 22V2l-2.5 1.5L14 2l-2 1.5L10 2 7.5 3.5Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
)

const RequestsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="m9 14 2 2 4-4" />
  </Icon>
)

const LeaveIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01" />
  </Icon>
)

const MoodIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
  </Icon>
)

export const featureIcons: Record<FeatureKey, (props: IconProps) => React.JSX.Element> = {
  records: RecordsIcon,
  portal: PortalIcon,
  payslips: PayslipIcon,
  requests: RequestsIcon,
  leave: LeaveIcon,
  mood: MoodIcon,
}
