/**
 * `data-time-zone` of the events and blog views: an IANA time zone the browser knows, as
 * written. Absent, the views use the browser's own zone (null). Present but empty or
 * unknown to the browser (which would make every date format throw "Invalid time zone
 * specified"), the dates are shown in UTC and one message says so. Pure (no DOM).
 */

export const FALLBACK_TIME_ZONE = 'UTC';

export interface TimeZoneReading {
  /** The zone the view formats dates in; null for the browser's own. */
  timeZone: string | null;
  /** Why the written zone was not used, else null. */
  message: string | null;
}

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0);
    return true;
  } catch {
    return false;
  }
}

/** Reads the attribute's value (null when absent); `label` names the view in the message. */
export function readTimeZone(raw: string | null, label: string): TimeZoneReading {
  if (raw === null) return { timeZone: null, message: null };
  const zone = raw.trim();
  if (zone !== '' && knownTimeZone(zone)) return { timeZone: zone, message: null };
  return {
    timeZone: FALLBACK_TIME_ZONE,
    message: `${label}: data-time-zone ${JSON.stringify(raw)} is not a time zone this browser knows; dates are shown in ${FALLBACK_TIME_ZONE}`,
  };
}
