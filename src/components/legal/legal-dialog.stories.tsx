import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { LegalDialog, LegalLink } from './legal-dialog'

const meta = {
  title: 'Legal/LegalDialog',
  component: LegalDialog,
  args: { document: 'terms', children: <Button>Open</Button> },
} satisfies Meta<typeof LegalDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Alone, as the landing footer opens it. */
export const TermsAndConditions: Story = {
  args: { document: 'terms', children: <Button>Terms and Conditions</Button> },
}

export const PrivacyPolicy: Story = { args: { document: 'privacy', children: <Button>Privacy Policy</Button> } }

/** Over another dialog: each opens on top, and Back returns to the one below. */
export const OverAnotherDialog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Dialog open>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign up your company</DialogTitle>
          <DialogDescription>
            I agree to the <LegalLink document="terms">Terms and Conditions</LegalLink> and the{' '}
            <LegalLink document="privacy">Privacy Policy</LegalLink>.
          </DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  ),
}
