import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './states.tsx';

interface Props {
  children: ReactNode;
  /** A new key (the route) clears a past failure. */
  resetKey: string;
}

interface State {
  failed: boolean;
  key: string;
}

/** A screen that throws while rendering (or a chunk that failed to load) shows the error text, not a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorState onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
