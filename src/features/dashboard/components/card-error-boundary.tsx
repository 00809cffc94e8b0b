import { Component, type ReactNode } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'

type Props = {
  /** The data the card is drawn from: a failed card tries again when it changes. */
  resetKey: unknown
  /** Fetches the card's data again. */
  onRetry: () => Promise<unknown>
  children: ReactNode
}

type State = { failed: boolean; retrying: boolean; error?: unknown }

/** Lets the page take fresh data (TanStack Query tells its observers on a later task) before the card draws again. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * One card's own error boundary: a card that cannot be drawn (data it did not expect, a bug) says so
 * in its place with Retry, and the rest of the dashboard stays. React reports the error itself.
 */
export class CardErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, retrying: false }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, retrying: false, error }
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
      <LoadErrorAlert
        title="This card could not be shown."
        error={this.state.error}
        onRetry={this.retry}
        retrying={this.state.retrying}
        headingLevel={3}
      >
        The rest of your dashboard is fine.
      </LoadErrorAlert>
    )
  }
}
