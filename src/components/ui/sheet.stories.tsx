import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet'

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { defaultOpen: true },
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

/** The phone's navigation drawer, from the left. */
export const FromTheLeft: Story = {
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button className="m-4">Open menu</Button>
      </SheetTrigger>
      <SheetContent>
        <div className="flex flex-col gap-2 p-4">
          <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
          <SheetDescription className="text-sm text-slate-600">Pages of the employee portal.</SheetDescription>
        </div>
      </SheetContent>
    </Sheet>
  ),
}

export const FromTheRight: Story = {
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button className="m-4">Open panel</Button>
      </SheetTrigger>
      <SheetContent side="right">
        <div className="flex flex-col gap-2 p-4">
          <SheetTitle className="text-lg font-semibold">Panel</SheetTitle>
          <SheetDescription className="text-sm text-slate-600">Slides in from the right edge.</SheetDescription>
        </div>
      </SheetContent>
    </Sheet>
  ),
}
