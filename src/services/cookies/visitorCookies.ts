import { VISIT_COOKIE, VISITOR_COOKIE } from '../../platform/constants';
import type { CookieJar } from './cookieJar';

/**
 * The visitor cookies (spec 000 §3, §4 "Visitor cookie logic", §5, §9): `ss_cvr` holds
 * `id|first|previous|current|count` for two years, `ss_cvt` the visit's timestamp for
 * 30 minutes. A new visitor gets both; a returning visitor whose `ss_cvt` has gone
 * gets a new visit (count + 1, current becomes previous); within a visit only
 * `ss_cvt` is refreshed. Pure apart from the jar it is given.
 */
/** Two years, counted as 730 days. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
export const VISIT_COOKIE_MAX_AGE_SECONDS = 30 * 60;

export interface VisitorRecord {
  id: string;
  /** Timestamps in milliseconds. */
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

/** An id is one or more characters, none of them `|` or white space. */
const ID = /^[^|\s]+$/;
/** Positive integers, written without sign, leading zeros or exponent. */
const POSITIVE = /^[1-9]\d*$/;

function positive(text: string): number | null {
  if (!POSITIVE.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

export function isVisitorId(id: string): boolean {
  return ID.test(id);
}

/** The record in an `ss_cvr` value, or null when it does not match `id|n|n|n|n` with positive integers. */
export function parseVisitorCookie(value: string | null | undefined): VisitorRecord | null {
  if (typeof value !== 'string') return null;
  const parts = value.split('|');
  if (parts.length !== 5) return null;
  const [id = '', ...rest] = parts;
  if (!isVisitorId(id)) return null;
  const numbers = rest.map(positive);
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers;
  if (firstVisit == null || previousVisit == null || currentVisit == null || visitCount == null) return null;
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

export function formatVisitorCookie(record: VisitorRecord): string {
  const numbers = [record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount];
  if (!isVisitorId(record.id) || !numbers.every((n) => Number.isSafeInteger(n) && n > 0)) {
    throw new RangeError(`Not a visitor record: ${JSON.stringify(record)}`);
  }
  return [record.id, ...numbers].join('|');
}

/** A first visit at `now`. */
export function newVisitorRecord(id: string, now: number): VisitorRecord {
  const at = Math.floor(now);
  return { id, firstVisit: at, previousVisit: at, currentVisit: at, visitCount: 1 };
}

/** The record an `ss_cvr` value holds, or a new one when it holds none. Never throws for any value. */
export function readVisitorCookie(value: string | null | undefined, now: number, newId: () => string): { record: VisitorRecord; regenerated: boolean } {
  const parsed = parseVisitorCookie(value);
  return parsed ? { record: parsed, regenerated: false } : { record: newVisitorRecord(newId(), now), regenerated: true };
}

/** A new visit of a known visitor. */
export function nextVisit(record: VisitorRecord, now: number): VisitorRecord {
  return { ...record, previousVisit: record.currentVisit, currentVisit: Math.floor(now), visitCount: record.visitCount + 1 };
}

/** Whether `ss_cvt` still marks a visit at `now`: a positive timestamp less than 30 minutes old. */
export function visitIsOpen(visitCookie: string | null, now: number): boolean {
  if (visitCookie === null) return false;
  const at = positive(visitCookie);
  return at !== null && now - at < VISIT_COOKIE_MAX_AGE_SECONDS * 1000;
}

export type VisitKind = 'new' | 'returning' | 'continuing';

/**
 * Records the page view's visit in the jar: `new` writes both cookies, `returning`
 * rewrites `ss_cvr` with the next visit and `ss_cvt`, `continuing` refreshes `ss_cvt` only.
 * Call it only when tracking is allowed (see `createConsent().mayTrack()`).
 */
export function touchVisit(jar: CookieJar, now: number, newId: () => string): { kind: VisitKind; visitor: VisitorRecord } {
  const at = Math.floor(now);
  const { record, regenerated } = readVisitorCookie(jar.get(VISITOR_COOKIE), at, newId);
  const kind: VisitKind = regenerated ? 'new' : visitIsOpen(jar.get(VISIT_COOKIE), at) ? 'continuing' : 'returning';
  const visitor = kind === 'returning' ? nextVisit(record, at) : record;
  if (kind !== 'continuing') {
    jar.set(VISITOR_COOKIE, formatVisitorCookie(visitor), { maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_SECONDS, path: '/' });
  }
  jar.set(VISIT_COOKIE, String(at), { maxAgeSeconds: VISIT_COOKIE_MAX_AGE_SECONDS, path: '/' });
  return { kind, visitor };
}
