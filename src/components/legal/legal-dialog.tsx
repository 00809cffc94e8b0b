import { lazy, Suspense, useRef, type ReactElement, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { LEGAL_EFFECTIVE_DATE } from './legal-entity'
import { useHideDialogBelow } from './use-hide-dialog-below'

export type LegalDocument = 'terms' | 'privacy'

// The text is long and read rarely: each document is its own chunk, loaded when it is opened.
const documents = {
  terms: {
    title: 'Terms and Conditions',
    Text: lazy(() => import('./terms-and-conditions').then((module) => ({ default: module.TermsAndConditions }))),
  },
  privacy: {
    title: 'Privacy Policy',
    Text: lazy(() => import('./privacy-policy').then((module) => ({ default: module.PrivacyPolicy }))),
  },
} as const

export type LegalDialogProps = {
  document: LegalDocument
  /** The control that opens the document; focus returns to it when the document closes. */
  children: ReactElement
  /** Open on mount: for a page that loads the dialog only when its link is first used. */
  defaultOpen?: boolean
}

/**
 * A legal document in a dialog, opened by its trigger, alone (the landing footer) or on top of another
 * dialog (the sign-up step). Links inside a document open the other one on top again, so the open
 * dialogs are the history stack of docs/product/screens-and-routes.md#landing-dialogs: Back, Escape or Close shuts only
 * the top one and returns to the one below, whose state is untouched because it never unmounted, with focus on the link
 * that opened the top one (docs/decisions/0012-legal-dialog-history-stack.md).
 */
export function LegalDialog({ document, children, defaultOpen }: LegalDialogProps) {
  const { title, Text } = documents[document]
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild ref={trigger}>
        {children}
      </DialogTrigger>
      <DialogContent width="wide">
        <HideDialogBelow trigger={trigger} />
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Effective {LEGAL_EFFECTIVE_DATE}. Please read it carefully.</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading the {title}…
            </p>
          }
        >
          <Text />
        </Suspense>
        <DialogFooter>
          <DialogClose asChild>
            <Button color="white">Back</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Mounted with the open dialog's content, so it runs while the dialog shows. */
function HideDialogBelow({ trigger }: { trigger: RefObject<HTMLElement | null> }) {
  useHideDialogBelow(trigger)
  return null
}

const LEGAL_LINK_CLASS =
  'cursor-pointer font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600'

/** An inline link-styled button that opens a legal document in a dialog. */
export function LegalLink({
  document,
  children,
  defaultOpen,
  className = LEGAL_LINK_CLASS,
}: {
  document: LegalDocument
  children: ReactNode
  defaultOpen?: boolean
  className?: string
}) {
  return (
    <LegalDialog document={document} defaultOpen={defaultOpen}>
      <button type="button" className={className}>
        {children}
      </button>
    </LegalDialog>
  )
}
