/**
 * The logout notice's words (000 §2): a page opened with `logout=true` shows "Logout
 * Successful: You have been successfully logged out." The text is the services' own
 * constant; here it is only split for display into its lead ("Logout Successful") and
 * the rest, so the whole text stays exactly as the spec writes it. Pure.
 */
import { LOGOUT_NOTICE } from '../../services/session/accountLogout';

export { LOGOUT_NOTICE };

export interface NoticeParts {
  /** The words before the first colon, with the colon ("Logout Successful:"); empty when there is none. */
  lead: string;
  /** The rest, starting with the space after the colon. */
  rest: string;
}

/** Splits at the first ": "; `lead + rest` is always the text itself. */
export function splitNotice(text: string): NoticeParts {
  const at = text.indexOf(': ');
  return at <= 0 ? { lead: '', rest: text } : { lead: text.slice(0, at + 1), rest: text.slice(at + 1) };
}
