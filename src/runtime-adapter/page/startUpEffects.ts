/**
 * What the runtime does to the page at start-up, in its first frame, before the page services have loaded: the page's
 * flags on the root element (styles read them from the first paint), and the listeners for uncaught errors and
 * unhandled rejections (from the first frame on, handed to the error report once it is there). Each returns how to
 * undo it.
 */
import { MOBILE_APP_ATTRIBUTE, NO_MOTION_ATTRIBUTE, type PageFlags } from './pageFlags.rules';
import type { PageEnvironment } from './pageEnvironment';
import type { PageServices } from './pageServices';

/** Marks the root element with the page's flags; returns how to remove the marks. */
export function markRoot(root: HTMLElement, flags: PageFlags): () => void {
  if (flags.mobileApp) root.setAttribute(MOBILE_APP_ATTRIBUTE.name, MOBILE_APP_ATTRIBUTE.value);
  if (flags.noMotion) root.setAttribute(NO_MOTION_ATTRIBUTE, '');
  return () => {
    if (flags.mobileApp) root.removeAttribute(MOBILE_APP_ATTRIBUTE.name);
    if (flags.noMotion) root.removeAttribute(NO_MOTION_ATTRIBUTE);
  };
}

/** error and unhandledrejection listeners that hand what they catch to `reportError`; a report that throws is logged. */
export function listenForErrors(
  target: PageEnvironment['target'],
  reportError: PageServices['reportError'],
  log: (message: string, error?: unknown) => void,
): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    try {
      reportError(e.error ?? e.message, {
        source: 'error',
        message: e.message ?? String(e.error),
        filename: e.filename,
        line: e.lineno,
        column: e.colno,
      });
    } catch (error) {
      log('Reporting an uncaught error failed', error);
    }
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    try {
      reportError(reason, { source: 'unhandledrejection', message: reason instanceof Error ? reason.message : String(reason) });
    } catch (error) {
      log('Reporting an unhandled rejection failed', error);
    }
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
