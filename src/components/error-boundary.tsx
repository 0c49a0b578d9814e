import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to render instead of the children; defaults to the root error page. */
  fallback?: (reset: () => void) => ReactNode;
  /** Called on reset before the children render again, e.g. to forget a cached failure. */
  onReset?: () => void;
  /** A change of this value after an error renders the children again (e.g. the router location's key). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and logs them; reset clears the error state and renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught error:', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.reset) : <ErrorPage onReset={this.reset} />;
  }
}
