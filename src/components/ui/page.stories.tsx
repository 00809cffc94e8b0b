import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import { Card, CardContent, CardHeader, CardTitle } from './card'
import { Page, PageHeader } from './page'

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Leave', children: null },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

/** A list page: title, description and the page's main button. */
export const Wide: Story = {
  args: {
    title: 'Leave',
    description: 'Your balances, and every leave you have filed.',
    actions: (
      <Button type="button" color="blue">
        Request leave
      </Button>
    ),
    children: <div className="h-64 rounded-lg border border-dashed border-slate-300" />,
  },
}

/** A column of forms. */
export const Narrow: Story = {
  args: {
    title: 'Account Settings',
    width: 'narrow',
    children: (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Password</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm">The password form.</p>
        </CardContent>
      </Card>
    ),
  },
}

/** A document whose title sits inside it (a payslip prints alone, title included). */
export const TitleInside: Story = {
  args: {
    title: undefined,
    width: 'medium',
    children: (
      <Card className="px-6">
        <PageHeader title="Payslip for 1–15 November 2026" description="Paid on 15 Nov 2026" />
      </Card>
    ),
  },
}
