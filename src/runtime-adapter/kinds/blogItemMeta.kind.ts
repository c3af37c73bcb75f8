/**
 * A post page's meta line.
 */
import type { BlogItemMetaMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const blogItemMeta: KindDescriptor<BlogItemMetaMountProps> = {
  load: () => import('../mounts/blogItemMeta'),
  // its chunk's scanner (scan/scanBlogPages.ts scanBlogPages) reads these
  elements: '.blog-item-meta',
  onPage: ({ pageKind }) => pageKind === 'blogItem',
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const blogItemMetaFacts: KindFacts = {
  finds: "the post's meta line on a blog item page (scan/scanBlogPages.ts)",
  reader: ['readBlogItemMeta', 'src/blocks/blogList/blogPosts.rules.ts'],
  group: 'blog',
};
