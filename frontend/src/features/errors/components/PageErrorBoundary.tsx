import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportError, reportUnhandledErrors } from '../api/report-error';
import { isStaleChunk, reloadForNewBuild } from '../stale-chunk';
import { PlainErrorFallback } from './PlainErrorFallback';

/**
 * The illustrated fallback loads when a page fails, not with every page. If it cannot load either (the
 * network is gone), the plain one built into the shell stands in: the boundary never fails itself.
 */
const PageErrorFallback = lazy(() =>
  import('./PageErrorFallback').then(
    (module) => ({ default: module.PageErrorFallback }),
    () => ({ default: PlainErrorFallback }),
  ),
);

interface Props {
  children: ReactNode;
  /** A new value (the next route) clears the error, so the rest of the site stays usable. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/**
 * Catches a page that throws while rendering or whose code fails to download: the shell stays, the page
 * area shows the fallback, and the error is reported with its stack and React's component stack (which
 * only an error boundary receives). A page chunk missing after a deployment reloads the site once instead.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  /** The shell's boundary is mounted on every page, so it also starts listening for crashes outside React. */
  override componentDidMount(): void {
    reportUnhandledErrors();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    if (isStaleChunk(error) && reloadForNewBuild()) return;
    void reportError(error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(): void {
    if (this.state.error !== null && this.state.failedKey !== null && this.state.failedKey !== this.props.resetKey) {
      this.setState({ error: null, failedKey: null });
    }
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageErrorFallback />
      </Suspense>
    );
  }
}
