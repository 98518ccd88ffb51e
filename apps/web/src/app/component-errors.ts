import type { TClientErrorReport } from '@campusflow/contracts';
import { CLIENT_ERROR_REPORT_PATH } from '@campusflow/contracts/constants';
import type { ErrorInfo } from 'react';

/** The innermost component named in a React component stack. */
export function componentNameOf(componentStack: string | null | undefined): string {
  const first = componentStack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  const match = first ? /^(?:at\s+)?([A-Za-z0-9_$.()]+)/.exec(first) : null;
  return match?.[1] ?? 'unknown component';
}

function report(body: TClientErrorReport) {
  try {
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (!navigator.sendBeacon?.(CLIENT_ERROR_REPORT_PATH, blob)) {
      void fetch(CLIENT_ERROR_REPORT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => {});
    }
  } catch {
    // Reporting must never cause a second error.
  }
}

/**
 * Spec section 8: the global error handler logs the error with component name and info. We also
 * send it to the server log, where operators can see it.
 */
export function logComponentError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>) {
  const component = componentNameOf(info.componentStack);
  console.error(`Campusflow: error in ${component}`, error, info.componentStack);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  report({
    message: message.slice(0, 2000) || 'Unknown error',
    component: component.slice(0, 200),
    componentStack: info.componentStack?.slice(0, 8000),
    path: window.location.pathname.slice(0, 2000),
    buildId: __BUILD_ID__,
  });
}
