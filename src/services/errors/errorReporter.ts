import { CRUMB_COOKIE } from '../../platform/constants';
import type { CookieJar } from '../cookies/cookieJar';
import type { FetchInitLike, FetchLike } from '../http/fetchLike';
import { buildErrorReport, type ErrorReport } from './errorReport.rules';

/**
 * Client error reporting (spec 000 §7, §9): reports are queued and POSTed to
 * /api/events/RecordJavascriptErrors as a JSON array 1 s after the last one was
 * queued, with the crumb cookie as the `X-CSRF-Token` header. At most 20 reports a
 * page and 10 waiting at once (more are dropped); a failed send is dropped silently.
 * It goes straight to the transport, not through the data call, so a failing report
 * never brings up an overlay or reports itself.
 */
export const RECORD_ERRORS_URL = '/api/events/RecordJavascriptErrors';
export const MAX_REPORTS_PER_PAGE = 20;
export const MAX_QUEUED_REPORTS = 10;
export const REPORT_DEBOUNCE_MS = 1000;

export interface ErrorReporterDeps {
  fetch: FetchLike;
  cookies: CookieJar;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Added to every report's data, read when the error is reported (the page URL, the user agent…). */
  context?: () => Readonly<Record<string, unknown>>;
  /** Prefix for the endpoint; empty unless given. */
  baseUrl?: string;
  credentials?: FetchInitLike['credentials'];
}

export interface ErrorReporter {
  /** Queues an Error, an error-like record ({message, stack, filename, lineno, colno, …}) or any thrown value; false when dropped. */
  reportError(error: unknown): boolean;
  /** Sends what is queued now (page hide). Never rejects. */
  flush(): Promise<void>;
  /** Reports waiting to be sent. */
  queued(): number;
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  let queue: ErrorReport[] = [];
  let accepted = 0;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };

  async function send(reports: ErrorReport[]): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const crumb = deps.cookies.get(CRUMB_COOKIE);
    if (crumb) headers['X-CSRF-Token'] = crumb;
    try {
      await deps.fetch(`${deps.baseUrl ?? ''}${RECORD_ERRORS_URL}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(reports),
        credentials: deps.credentials ?? 'include',
        keepalive: true,
      });
    } catch {
      // Reporting must never fail the page; a lost report is accepted.
    }
  }

  function flush(): Promise<void> {
    cancelTimer();
    if (queue.length === 0) return Promise.resolve();
    const reports = queue;
    queue = [];
    return send(reports);
  }

  function reportError(error: unknown): boolean {
    if (accepted >= MAX_REPORTS_PER_PAGE || queue.length >= MAX_QUEUED_REPORTS) return false;
    let context: Readonly<Record<string, unknown>> = {};
    try {
      context = deps.context?.() ?? {};
    } catch {
      // A context that cannot be read is left out.
    }
    queue.push(buildErrorReport(error, deps.now(), context));
    accepted += 1;
    cancelTimer();
    timer = deps.setTimeout(() => {
      timer = null;
      void flush();
    }, REPORT_DEBOUNCE_MS);
    return true;
  }

  return { reportError, flush, queued: () => queue.length };
}
