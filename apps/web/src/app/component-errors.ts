import type { TClientErrorReport } from '@campusflow/contracts';
import { CLIENT_ERROR_REPORT_PATH } from '@campusflow/contracts/constants';
import type { ErrorInfo } from 'react';

/**
 * A name a person wrote: PascalCase and at least three characters. The minifier's names ("g",
 * "Ae") and host elements ("div") are not.
 */
const WRITTEN_NAME = /^[A-Z][A-Za-z0-9_$]{2,}$/;

/** The component names of a React component stack, innermost first. */
function componentsOf(componentStack: string | null | undefined): string[] {
  return (componentStack ?? '')
    .split('\n')
    .map((line) => /^\s*(?:at\s+)?([A-Za-z0-9_$.()]+)/.exec(line)?.[1])
    .filter((name): name is string => !!name);
}

/**
 * The innermost component named in a React component stack: the innermost one with a written
 * name when there is one (the libraries' components are minified in production), else the
 * innermost of all.
 */
export function componentNameOf(componentStack: string | null | undefined): string {
  const names = componentsOf(componentStack);
  return names.find((name) => WRITTEN_NAME.test(name)) ?? names[0] ?? 'unknown component';
}

let currentPage: () => string | undefined = () => undefined;

/** The router tells which page is showing (router.tsx names each lazy page by its export). */
export function setCurrentPageSource(source: () => string | undefined): void {
  currentPage = source;
}

/** "FeeTable on StudentFeesPage", or only the page when the component is the page itself. */
export function describeComponent(component: string, page: string | undefined): string {
  if (!page || page === component) return component;
  if (!WRITTEN_NAME.test(component)) return page;
  return `${component} on ${page}`;
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
  let page: string | undefined;
  try {
    page = currentPage();
  } catch {
    page = undefined;
  }
  const component = describeComponent(componentNameOf(info.componentStack), page);
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
