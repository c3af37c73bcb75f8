import { DATA_CALL_TEXT, statusMessage } from './dataCall.messages';

/**
 * When a data call brings up the system error overlay and what the overlay says
 * (spec: data-call failures and reply flags). Pure; the dialogs layer renders it.
 */
export type SystemErrorCause =
  | { kind: 'status'; status: number }
  | { kind: 'authorizationFail' }
  | { kind: 'cleaned' }
  /** The server flagged a network failure; its own text when it sent one. */
  | { kind: 'network'; serverText?: string | null };

/** Whether a response status brings up the overlay: any 5xx, 401 and 403. */
export function showsSystemError(status: number): boolean {
  return status === 401 || status === 403 || (status >= 500 && status <= 599);
}

export function systemErrorContent(cause: SystemErrorCause): { title: string; text: string } {
  const title = DATA_CALL_TEXT.somethingWentWrong;
  switch (cause.kind) {
    case 'cleaned':
      return { title, text: DATA_CALL_TEXT.cleaned };
    case 'network':
      return { title, text: cause.serverText?.trim() || DATA_CALL_TEXT.network };
    case 'authorizationFail':
      return { title, text: DATA_CALL_TEXT.unauthorized };
    case 'status':
      // The status's own message: 401/403 unauthorized, 500/501 internal, 503 unavailable, other 5xx the default.
      if (showsSystemError(cause.status)) return { title, text: statusMessage(cause.status) };
      throw new RangeError(`Status ${cause.status} does not bring up the system error overlay`);
  }
}
