import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

/** The last line of defence around the whole app: a render error never leaves a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
