/**
 * Mount chunk: a post page's meta line (author, exact day, how long ago) in place of
 * the server's line (kept for visitors without JavaScript, hidden while the view stands
 * in). A date it cannot read throws, and the server's line stays.
 */
import { BlogItemMeta } from '../../blocks/blogList/BlogItemMeta';
import { readBlogItemMeta } from '../../blocks/blogList/blogPosts.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanBlogPages as scan } from '../scan/scanBlogPages';

export const mount: MountFunction<'blogItemMeta'> = (element, { author, published, timeZone }, context) =>
  replaceBlockContent(
    element,
    <BlogItemMeta
      {...readBlogItemMeta({ author, published })}
      timeZone={timeZone ?? undefined}
      locale={element.ownerDocument.documentElement.lang || undefined}
    />,
    context,
    'runtime-blog-item-meta',
  );
