import { RelativeTime } from '../../primitives/time/RelativeTime';
import { datetimeAttribute } from '../../primitives/time/datetimeAttribute';
import { publishedDay } from './blogPosts.rules';

export interface PostDateProps {
  published: number;
  locale: string;
  timeZone?: string;
}

/** "Jan 12, 2026 · 3 days ago": the exact day, then how long ago (the shared RelativeTime, refreshed every 5 s). */
export function PostDate({ published, locale, timeZone }: PostDateProps) {
  return (
    <span data-post-date="">
      <time dateTime={datetimeAttribute(published)}>{publishedDay(published, { locale, timeZone })}</time>
      {' · '}
      <span data-relative="">
        <RelativeTime date={published} style="sentence" locale={locale} />
      </span>
    </span>
  );
}
