/**
 * What the system error overlay says (spec: data-call failures and reply flags): a
 * 5xx, 401 or 403 status, an authorization failure, a "cleaned" reply or a network
 * failure each give a title and a text; the overlay shows them with the error key and
 * the Reload Page and Clear buttons. Pure.
 */
export const SYSTEM_ERROR_TEXT = {
  title: 'Something Went Wrong!',
  cleaned: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  network: 'Unable to connect to the product. Please try again.',
  unauthorized: 'Unauthorized request.',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  reload: 'Reload Page',
  clear: 'Clear',
} as const;

export type SystemErrorCause =
  | { kind: 'status'; status: number }
  | { kind: 'authorizationFail' }
  | { kind: 'cleaned' }
  /** No answer; the server's own text when it sent one. */
  | { kind: 'network'; serverText?: string | null };

/** Whether a response status brings up the overlay: any 5xx, 401 and 403. */
export function showsSystemError(status: number): boolean {
  return status === 401 || status === 403 || (status >= 500 && status <= 599);
}

export function systemErrorContent(cause: SystemErrorCause): { title: string; text: string } {
  const title = SYSTEM_ERROR_TEXT.title;
  switch (cause.kind) {
    case 'cleaned':
      return { title, text: SYSTEM_ERROR_TEXT.cleaned };
    case 'network':
      return { title, text: cause.serverText?.trim() || SYSTEM_ERROR_TEXT.network };
    case 'authorizationFail':
      return { title, text: SYSTEM_ERROR_TEXT.unauthorized };
    case 'status':
      if (cause.status === 401 || cause.status === 403) return { title, text: SYSTEM_ERROR_TEXT.unauthorized };
      if (cause.status === 503) return { title, text: SYSTEM_ERROR_TEXT.unavailable };
      if (cause.status >= 500) return { title, text: SYSTEM_ERROR_TEXT.internal };
      throw new RangeError(`Status ${cause.status} does not bring up the system error overlay`);
  }
}
