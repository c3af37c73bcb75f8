/**
 * A media position for people: `m:ss` under an hour ('0:05', '3:20'), `h:mm:ss` from an
 * hour on ('1:02:07'); whole seconds, rounded down (a player shows the second it is
 * in). Not a number or negative reads as '0:00' (a position not known yet). And the
 * spoken form a slider's aria-valuetext takes: '1:05 of 3:20'. Pure.
 */

/** `m:ss` (or `h:mm:ss`) for a number of seconds. */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Position out of the whole: '1:05 of 3:20'; with no known duration, the position alone. */
export function formatMediaProgress(position: number, duration: number | null): string {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return formatMediaTime(position);
  return `${formatMediaTime(position)} of ${formatMediaTime(duration)}`;
}
