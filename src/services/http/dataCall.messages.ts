/**
 * What the data call says when a call fails (spec: the data-call error catalogue).
 * Copied character for character; the system error overlay in the dialogs layer
 * shows these too, and imports them from here.
 */
export const DATA_CALL_TEXT = {
  /** Any failing status without its own message, and a call that got no answer. */
  unableToConnect: 'Unable to connect…',
  unauthorized: 'Unauthorized request.',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  /** Title of the system error overlay. */
  somethingWentWrong: 'Something Went Wrong!',
  cleaned: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  network: 'Unable to connect to the product. Please try again.',
} as const;

/** "Internal Error: Unable to parse server response from ({url}) as JSON: {message}" */
export function unparseableReplyMessage(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
}

/** The message for a failing status: 401/403, 500/501 and 503 have their own, every other the default. */
export function statusMessage(status: number): string {
  if (status === 401 || status === 403) return DATA_CALL_TEXT.unauthorized;
  if (status === 500 || status === 501) return DATA_CALL_TEXT.internal;
  if (status === 503) return DATA_CALL_TEXT.unavailable;
  return DATA_CALL_TEXT.unableToConnect;
}
