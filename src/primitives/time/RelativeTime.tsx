import { RELATIVE_TIME_REFRESH_MS, relativeTime, type RelativeTimeStyle } from './relativeTime';
import { useNow } from './useNow';

export interface RelativeTimeProps {
  date: Date | number;
  style?: RelativeTimeStyle;
  locale?: string;
}

/** 'just now', 'seconds ago', '3 hours ago': refreshed every 5 s, in a <time> with the exact date for machines and on hover. */
export function RelativeTime({ date, style, locale }: RelativeTimeProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const when = new Date(date);
  return (
    <time dateTime={when.toISOString()} title={when.toLocaleString(locale)}>
      {relativeTime(when, now, { style, locale })}
    </time>
  );
}
