import { Component, type ReactNode } from 'react';

type Props = {
  /** The page's path: an error belongs to the page it happened on, and leaving it clears it. */
  pathname: string;
  /** What shows in place of the pages below when one fails; it may throw the error on. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};

type State = { failed: boolean; error: unknown; pathname: string };

/**
 * A React error boundary for routed pages (React only offers error boundaries as classes): a
 * page that fails to draw, or whose code could not load, shows `fallback` until the user goes to
 * another path. React reports the error to the root's onCaughtError (main.tsx), which logs it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
