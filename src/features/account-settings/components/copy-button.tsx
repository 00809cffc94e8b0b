import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { CopyIcon } from './settings-icons'

export type CopyButtonProps = {
  /** What lands on the clipboard. */
  text: string
  /** The button's words, e.g. 'Copy key'. */
  children: string
}

const COPIED_FOR_MS = 2_000

/** Copies `text`, then says 'Copied' on the button for a moment (and to screen readers). */
export function CopyButton({ text, children }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // No clipboard (an old browser, or permission refused): the text is on screen to select.
      notify.error('Copying did not work here. Select the text and copy it yourself.')
    }
  }

  return (
    <>
      <Button type="button" color="white" size="sm" onClick={() => void copy()}>
        <CopyIcon />
        {copied ? 'Copied' : children}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Copied to the clipboard.' : ''}
      </span>
    </>
  )
}
