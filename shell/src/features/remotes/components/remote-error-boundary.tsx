// Catches a remote that cannot be loaded (or crashes) and shows the Danish error with a retry
// button in its own area, so the header and the other routes keep working. A remote that asks for
// a shared library version the shell does not have gets its own notice.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { remoteFailureOf, type RemoteFailure } from '../lib/load-error';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failure: RemoteFailure | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: remoteFailureOf(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failure)
      return <RemoteUnavailable failure={this.state.failure} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
