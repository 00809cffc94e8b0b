import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { inputClasses } from './input'
import { PopoverPlaceholder } from './popover-placeholder'
import { Skeleton } from './skeleton'

/** A field's combobox button, and under it the placeholder of the popover it opened. */
function Opened() {
  const button = useRef<HTMLButtonElement>(null)
  return (
    <div className="w-72">
      <button ref={button} type="button" aria-expanded="true" aria-controls="story-popover" className={inputClasses}>
        All dates
      </button>
      <PopoverPlaceholder
        id="story-popover"
        anchor={button}
        label="Dates"
        className="z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white shadow-md"
        collisionPadding={8}
        onClose={() => {}}
      >
        <div role="status" className="grid h-84 w-76 max-w-full grid-rows-[auto_1fr] gap-3 p-3">
          <span className="sr-only">Loading the calendar…</span>
          <Skeleton className="h-10 w-40" />
          <Skeleton />
        </div>
      </PopoverPlaceholder>
    </div>
  )
}

const meta = {
  title: 'UI/PopoverPlaceholder',
  component: Opened,
} satisfies Meta<typeof Opened>

export default meta
type Story = StoryObj<typeof meta>

/** A date filter pressed open before its popover's code came: a calendar-sized panel, nothing to press. */
export const DateFilter: Story = {}
