/**
 * Length and format limits per link kind. "Under N" in the spec means a length of at most
 * N - 1 characters, counted on the trimmed link including its protocol. Pure.
 */
import { classifyLink, type LinkKind } from './linkKind.rules';

/** The rule names of the spec's table. */
export type LinkRule = 'anchor' | 'tel' | 'sms' | 'mailto' | 'javascript' | 'ftp' | 'internal';

/** Links of a rule must be shorter than this many characters. */
export const LINK_LENGTH_LIMITS: Readonly<Record<LinkRule, number>> = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
};

export type LinkCheck =
  { valid: true; kind: LinkKind; rule: LinkRule | null } | { valid: false; kind: LinkKind; rule: LinkRule | null; problem: 'too-long' | 'bad-format' };

/** tel: digits, plus and minus only, at least 4 of them. */
const TEL_REMAINDER = /^[0-9+-]{4,}$/;
/** sms: digits, parentheses and commas. */
const SMS_REMAINDER = /^[0-9(),]+$/;
/** mailto: exactly one @, and a dotted extension after it. */
const MAILTO_ADDRESS = /^[^@]+@[^@]*[^@.]\.[^@.]+$/;

function ruleOf(kind: LinkKind, protocol: string | null): LinkRule | null {
  if (kind === 'anchor') return 'anchor';
  if (kind === 'file' || kind === 'content') return 'internal';
  if (kind === 'external' && protocol === 'ftp') return 'ftp';
  if (kind === 'other-protocol' && (protocol === 'tel' || protocol === 'sms' || protocol === 'mailto' || protocol === 'javascript')) {
    return protocol;
  }
  return null;
}

function formatIsValid(rule: LinkRule, link: string): boolean {
  const remainder = link.slice(link.indexOf(':') + 1);
  switch (rule) {
    case 'tel':
      return TEL_REMAINDER.test(remainder);
    case 'sms':
      return SMS_REMAINDER.test(remainder);
    case 'mailto': {
      // The address is what precedes any `?subject=…` part.
      const address = remainder.split('?')[0] ?? '';
      return MAILTO_ADDRESS.test(address);
    }
    default:
      return true;
  }
}

/**
 * Checks a link against the limit of its kind. Kinds without a rule in the spec's table
 * (http and https links, other protocols, empty, unrecognised) have no limit here; use
 * `classifyLink` to decide whether such a kind is acceptable where the link is used.
 */
export function checkLink(href: string): LinkCheck {
  const { kind, link, protocol } = classifyLink(href);
  const rule = ruleOf(kind, protocol);
  if (rule === null) return { valid: true, kind, rule };
  if (link.length >= LINK_LENGTH_LIMITS[rule]) return { valid: false, kind, rule, problem: 'too-long' };
  if (!formatIsValid(rule, link)) return { valid: false, kind, rule, problem: 'bad-format' };
  return { valid: true, kind, rule };
}
