import { useEffect, useState } from 'react';
import { RELATIVE_TIME_REFRESH_MS, relativeTime, type RelativeTimeStyle } from './relativeTime';

export interface RelativeTimeProps {
  date: Date | number;
  style?: RelativeTimeStyle;
  locale?: string;
}

/** 'just now', 'seconds ago', '3 hours ago': refreshed every 5 s, in a <time> with the exact date for machines and on hover. */
export function RelativeTime({ date, style, locale }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const when = new Date(date);
  return (
    <time dateTime={when.toISOString()} title={when.toLocaleString(locale)}>
      {relativeTime(when, now, { style, locale })}
    </time>
  );
}
