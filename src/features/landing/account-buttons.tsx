import { buttonVariants } from '@/components/ui/button-variants'
import type { LandingDialog } from './landing-dialog'

export type AccountButtonsProps = {
  onOpenDialog: (dialog: LandingDialog) => void
  /** Lays the buttons out: a row in the header, a stack in the mobile menu. */
  className: string
  /** Extra classes for each button, e.g. full width in the mobile menu. */
  buttonClassName?: string
}

// Button's variants without Button itself: Radix Slot would add to a first load that the Lighthouse
// budget has no room for (docs/decisions/0010-landing-page.md).
export function AccountButtons({ onOpenDialog, className, buttonClassName }: AccountButtonsProps) {
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonVariants({ variant: 'plain', color: 'blue', className: buttonClassName })}
        onClick={() => onOpenDialog('login')}
      >
        Login
      </button>
      <button
        type="button"
        className={buttonVariants({ color: 'blue', className: buttonClassName })}
        onClick={() => onOpenDialog('signup')}
      >
        Sign Up
      </button>
    </div>
  )
}
