import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they have thrown. */
  fallback: ReactNode;
  /** A new value (the next address) clears the error, so leaving a broken screen shows the new one. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Catches a screen that throws while rendering, or whose lazy code chunk fails to load (a dropped connection on a
 * phone). The router is declarative (decision 0010), which has no route `errorElement`, so the app places these
 * itself. React reports the error (`onCaughtError`); this only swaps in the fallback.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
