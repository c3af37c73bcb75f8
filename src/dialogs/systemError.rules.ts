import { DATA_CALL_TEXT } from '../services/http/dataCall.messages';

/**
 * What the system error overlay says. The title and texts are the data call's and
 * live with it (`services/http`); this module adds the overlay's own button labels.
 * A 5xx, 401 or 403 status, an authorization failure, a "cleaned" reply or a network
 * failure each give a title and a text; the overlay shows them with the error key and
 * the Reload Page and Clear buttons. Pure.
 */
export const SYSTEM_ERROR_TEXT = {
  title: DATA_CALL_TEXT.somethingWentWrong,
  cleaned: DATA_CALL_TEXT.cleaned,
  network: DATA_CALL_TEXT.network,
  unauthorized: DATA_CALL_TEXT.unauthorized,
  internal: DATA_CALL_TEXT.internal,
  unavailable: DATA_CALL_TEXT.unavailable,
  reload: 'Reload Page',
  clear: 'Clear',
} as const;

export { systemErrorContent, type SystemErrorCause } from '../services/http/systemError.rules';
