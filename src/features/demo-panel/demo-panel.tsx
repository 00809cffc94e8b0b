import { Popover, Tabs } from 'radix-ui'
import { useState } from 'react'
import { XIcon } from '@/components/ui/icons'
import { reloadPage } from '@/lib/navigation'
import { ApprovalsTab } from './approvals-tab'
import { ClockTab } from './clock-tab'
import type { DemoSession } from './demo-session'
import { InboxTab } from './inbox-tab'
import type { MockControls } from './mock-controls'
import { ResetDemo } from './reset-demo'
import { ScenariosTab } from './scenarios-tab'
import { ServerEventsTab } from './server-events-tab'

export type DemoPanelProps = {
  controls: MockControls
  session: DemoSession
  /** After a reset of the demo data. */
  reload?: () => void
  /** Stories show it open. */
  defaultOpen?: boolean
}

const tabs = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'scenarios', label: 'Scenarios' },
  { value: 'approvals', label: 'Approvals' },
  { value: 'server', label: 'Server events' },
  { value: 'clock', label: 'Clock' },
] as const

type TabValue = (typeof tabs)[number]['value']

const tabClasses =
  'cursor-pointer rounded-sm px-2 py-1 text-xs font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 data-[state=active]:bg-ink data-[state=active]:text-white'

/**
 * The presenter's panel of a demo build: the mock's server-side events at hand (codes, activation,
 * token expiry, forced logouts, the clock, personas). A non-modal popover: the app stays usable
 * beside it, and only Escape, its close button or its trigger close it, so it can stay open while
 * the presenter works the app.
 */
export function DemoPanel({ controls, session, reload = reloadPage, defaultOpen = false }: DemoPanelProps) {
  const [tab, setTab] = useState<TabValue>('inbox')

  return (
    <aside aria-label="Demo controls">
      <Popover.Root modal={false} defaultOpen={defaultOpen}>
        {/*
          Bottom right: the bottom left holds the sidebar's Collapse control and the phone's drawer.
          Hidden while a modal layer of the app is open (every one says aria-modal: a dialog, a sheet,
          a picker's popup): the layer makes everything outside it inert, this button too, so it
          could only cover the layer's content (a phone's drawer, a form's last button). The page
          itself scrolls clear of it (mount-demo-panel.tsx).
        */}
        <Popover.Trigger
          className="fixed right-2 bottom-2 z-[60] cursor-pointer rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white shadow-md hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [body:has([aria-modal=true])_&]:invisible"
          aria-label="Demo panel"
        >
          Demo
        </Popover.Trigger>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          // The presenter works the app with the panel open; clicks and focus out there leave it open.
          onInteractOutside={(event) => event.preventDefault()}
          aria-labelledby="demo-panel-title"
          className="z-[60] flex max-h-[min(36rem,calc(100dvh-4rem))] w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 overflow-hidden rounded-lg border border-slate-200 bg-white p-3 text-ink shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <h2 id="demo-panel-title" className="text-sm font-semibold">
              Demo panel
            </h2>
            <Popover.Close
              className="cursor-pointer rounded-sm p-1 text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label="Close the demo panel"
            >
              <XIcon className="size-4" />
            </Popover.Close>
          </div>
          <Tabs.Root
            value={tab}
            onValueChange={(value) => setTab(value as TabValue)}
            className="flex min-h-0 flex-col gap-2"
          >
            <Tabs.List aria-label="Demo panel sections" className="flex gap-1 overflow-x-auto">
              {tabs.map(({ value, label }) => (
                <Tabs.Trigger key={value} value={value} className={tabClasses}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Hidden tabs unmount, so a closed panel or an unseen tab polls nothing. */}
            <div className="min-h-0 overflow-y-auto">
              <Tabs.Content value="inbox">
                <InboxTab controls={controls} />
              </Tabs.Content>
              <Tabs.Content value="scenarios">
                <ScenariosTab controls={controls} session={session} />
              </Tabs.Content>
              <Tabs.Content value="approvals">
                <ApprovalsTab controls={controls} session={session} />
              </Tabs.Content>
              <Tabs.Content value="server">
                <ServerEventsTab controls={controls} session={session} />
              </Tabs.Content>
              <Tabs.Content value="clock">
                <ClockTab controls={controls} />
              </Tabs.Content>
            </div>
          </Tabs.Root>
          <div className="border-t border-slate-200 pt-2">
            <ResetDemo controls={controls} session={session} reload={reload} />
          </div>
        </Popover.Content>
      </Popover.Root>
    </aside>
  )
}
