/**
 * Mount chunk: a blog page's list of posts in place of its server markup (kept for
 * visitors without JavaScript, hidden while the view stands in). The posts are read
 * here (`readBlogPosts`); posts it refuses throw, and the mounter logs them and leaves
 * the server's list as it was.
 */
import { BlogList } from '../../blocks/blogList/BlogList';
import { readBlogPosts } from '../../blocks/blogList/blogPosts.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanBlogPages as scan } from '../scan/scanBlogPages';

export const mount: MountFunction<'blogList'> = (element, { posts, layout, timeZone }, context) =>
  replaceBlockContent(
    element,
    <BlogList posts={readBlogPosts(posts)} layout={layout} timeZone={timeZone ?? undefined} locale={element.ownerDocument.documentElement.lang || undefined} />,
    context,
    'runtime-blog-list',
  );
