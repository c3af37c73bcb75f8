/**
 * The error reporter on the page: the window's fetch, cookies, clock and timers, the
 * page address and user agent with each report, and the queue flushed on `pagehide`.
 * `dispose` removes that listener.
 */
import type { CookieJar } from '../../services/cookies/cookieJar';
import { createErrorReporter, type ErrorReporter } from '../../services/errors/errorReporter';
import type { ErrorDetails } from '../page/pageServices';

export interface PageErrors {
  reporter: ErrorReporter;
  /** Queues what an error or unhandledrejection event caught. */
  report(error: unknown, details: ErrorDetails): void;
  dispose(): void;
}

export function createPageErrors(win: Window, cookies: CookieJar): PageErrors {
  const reporter = createErrorReporter({
    fetch: (url, init) => win.fetch(url, init),
    cookies,
    now: () => Date.now(),
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    context: () => ({ url: win.location.href, userAgent: win.navigator.userAgent }),
  });
  const flush = () => void reporter.flush();
  win.addEventListener('pagehide', flush);
  return {
    reporter,
    report(error, details) {
      // an error event without an Error object (a cross-origin script's "Script error.") is sent as an error-like record
      reporter.reportError(
        error instanceof Error
          ? error
          : { message: details.message, filename: details.filename, lineno: details.line, colno: details.column, source: details.source },
      );
    },
    dispose: () => win.removeEventListener('pagehide', flush),
  };
}
