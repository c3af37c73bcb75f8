/**
 * The notice after logging out (spec: a page opened with logout=true shows it). The text
 * is the session service's `LOGOUT_NOTICE`; the notice dialog shows it as a title (before
 * the first ": ") and a message. Pure.
 */
import { LOGOUT_NOTICE } from '../../services/session/accountLogout';

export interface NoticeMountProps {
  title: string;
  message: string;
}

/** Splits "Title: message" at its first ": "; text without one is all message. */
export function noticeParts(text: string): NoticeMountProps {
  const at = text.indexOf(': ');
  return at < 0 ? { title: '', message: text } : { title: text.slice(0, at), message: text.slice(at + 2) };
}

export function logoutNoticeFor(flags: { logout: boolean }): NoticeMountProps | null {
  return flags.logout ? noticeParts(LOGOUT_NOTICE) : null;
}
