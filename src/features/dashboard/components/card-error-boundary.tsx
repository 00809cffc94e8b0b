import { Component, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

type Props = {
  /** The data the card is drawn from: a failed card tries again when it changes. */
  resetKey: unknown
  /** Fetches the card's data again. */
  onRetry: () => Promise<unknown>
  children: ReactNode
}

type State = { failed: boolean; retrying: boolean }

/** Lets the page take fresh data (TanStack Query tells its observers on a later task) before the card draws again. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * One card's own error boundary: a card that cannot be drawn (data it did not expect, a bug) says so
 * in its place with Retry, and the rest of the dashboard stays. React reports the error itself.
 */
export class CardErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, retrying: false }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, retrying: false }
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, retrying: false })
  }

  private retry = async () => {
    this.setState({ retrying: true })
    await this.props.onRetry()
    await nextTask()
    // The same data again (or a passing fault in drawing it): draw once more all the same.
    if (this.state.failed) this.setState({ failed: false, retrying: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="flex flex-1 flex-col items-start gap-3">
        <p className="text-sm text-slate-700">This card could not be shown. The rest of your dashboard is fine.</p>
        <Button color="blue" variant="outline" size="sm" loading={this.state.retrying} onClick={this.retry}>
          Retry
        </Button>
      </div>
    )
  }
}
