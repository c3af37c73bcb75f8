import { errorEventInput, rejectionInput } from './errorReport.rules';
import type { ErrorReporter } from './errorReporter';

/**
 * Wires a reporter to the page's `error` and `unhandledrejection` events. The page
 * (runtime adapter) passes its window; nothing here reaches for a global. Returns a
 * function that stops listening.
 */
export interface ErrorEventSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

export function listenForErrors(target: ErrorEventSource, reporter: Pick<ErrorReporter, 'reportError'>): () => void {
  const onError = (event: Event) => {
    const e = event as Partial<ErrorEvent>;
    // Resource load failures (an <img> 404) reach window as plain events without a message; they are not script errors.
    if (e.message === undefined && e.error === undefined) return;
    reporter.reportError(errorEventInput(e));
  };
  const onRejection = (event: Event) => {
    reporter.reportError(rejectionInput((event as Partial<PromiseRejectionEvent>).reason));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
