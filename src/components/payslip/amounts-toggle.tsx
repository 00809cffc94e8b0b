import { Button } from '@/components/ui/button'
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons'
import type { AmountsShown } from './use-amounts-shown'

/** The one switch that shows or hides pay amounts (useAmountsShown). */
export function AmountsToggle({ amounts }: { amounts: AmountsShown }) {
  return (
    <Button variant="plain" color="blue" size="sm" onClick={amounts.toggle}>
      {amounts.shown ? <EyeOffIcon /> : <EyeIcon />}
      {amounts.shown ? 'Hide amounts' : 'Show amounts'}
    </Button>
  )
}
