import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'UI/Card',
  component: Card,
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <CardTitle asChild>
          <h2>Emergency contacts</h2>
        </CardTitle>
        <CardDescription>Who we call if something happens to you at work.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Rosario Santos (Mother), +63 917 555 0134</p>
      </CardContent>
    </Card>
  ),
}

/** An action on the right of the title, and a footer. */
export const WithActionAndFooter: Story = {
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <CardTitle asChild>
          <h2>Two-factor authentication</h2>
        </CardTitle>
        <CardDescription>A code from your phone at every login.</CardDescription>
        <CardAction>
          <Button size="sm" color="blue">
            Set up
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Off</p>
      </CardContent>
      <CardFooter>
        <p className="text-xs text-slate-600">Works with Google Authenticator, Microsoft Authenticator and others.</p>
      </CardFooter>
    </Card>
  ),
}
