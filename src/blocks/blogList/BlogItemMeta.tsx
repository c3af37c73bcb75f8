import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import type { BlogItemMetaData } from './blogPosts.rules';
import { BLOG_LIST_WORDS } from './BlogList';
import { PostDate } from './PostDate';

export interface BlogItemMetaProps extends BlogItemMetaData {
  locale?: string;
  /** The site's time zone for the exact day (the browser's when absent). */
  timeZone?: string;
}

const Line = styled.p`
  margin: 0;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  line-height: 1.4;
`;

/** A post page's meta line: "By Ada · Jan 12, 2026 · 3 days ago", the relative part refreshed every 5 s. */
export function BlogItemMeta({ author, published, locale = 'en-US', timeZone }: BlogItemMetaProps) {
  return (
    <Line data-blog-item-meta="">
      {author && `${BLOG_LIST_WORDS.by} ${author} · `}
      <PostDate published={published} locale={locale} timeZone={timeZone} />
    </Line>
  );
}
