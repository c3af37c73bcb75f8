/**
 * A blog page's list.
 */
import type { BlogListMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const blogList: KindDescriptor<BlogListMountProps> = {
  load: () => import('../mounts/blogList'),
  // its chunk's scanner (scan/scanBlogPages.ts scanBlogPages) reads these
  elements: '.blog-list[data-posts-json]',
  onPage: ({ pageKind }) => pageKind === 'blogList',
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const blogListFacts: KindFacts = {
  finds: 'the blog list root on a blog list page (scan/scanBlogPages.ts)',
  reader: ['readBlogPosts', 'src/blocks/blogList/blogPosts.rules.ts'],
  group: 'blog',
};
