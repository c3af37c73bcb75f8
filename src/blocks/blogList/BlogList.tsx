import type { BlogPost } from './blogPosts.rules';
import { Card, Meta, Picture, Posts, Root, Tags, type BlogLayout } from './BlogList.styles';
import { PostDate } from './PostDate';

export type { BlogLayout };

export interface BlogListProps {
  posts: readonly BlogPost[];
  /** One post a row with its image beside the text, or cards in a grid (default list). */
  layout?: BlogLayout;
  locale?: string;
  /** The site's time zone for the exact day (the browser's when absent). */
  timeZone?: string;
}

/** Our wording: the spec shows none for an empty blog. */
export const BLOG_LIST_WORDS = { label: 'Posts', empty: 'No posts yet.', tags: 'Tags', by: 'By' } as const;

function PostCard({ post, layout, locale, timeZone }: { post: BlogPost; layout: BlogLayout; locale: string; timeZone?: string }) {
  return (
    <Card $layout={layout} data-post={post.id}>
      {post.image && <Picture src={post.image.url} width={post.image.width} height={post.image.height} alt={post.image.alt} loading="lazy" />}
      <div>
        <h2>{post.url !== null ? <a href={post.url}>{post.title}</a> : post.title}</h2>
        <Meta>
          {post.author && `${BLOG_LIST_WORDS.by} ${post.author} · `}
          <PostDate published={post.published} locale={locale} timeZone={timeZone} />
        </Meta>
        {post.excerpt && <p>{post.excerpt}</p>}
        {post.tags.length > 0 && (
          <Tags aria-label={BLOG_LIST_WORDS.tags}>
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
      </div>
    </Card>
  );
}

/**
 * The blog list (000 §2): the posts newest first (as `readBlogPosts` orders them), each
 * with its title, author, exact day and how long ago ("Jan 12, 2026 · 3 days ago",
 * refreshed every 5 s), excerpt, image and tags; as a list or a grid. Static otherwise.
 */
export function BlogList({ posts, layout = 'list', locale = 'en-US', timeZone }: BlogListProps) {
  return (
    <Root aria-label={BLOG_LIST_WORDS.label} data-blog-list={layout}>
      {posts.length === 0 ? (
        <p>{BLOG_LIST_WORDS.empty}</p>
      ) : (
        <Posts $layout={layout}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} layout={layout} locale={locale} timeZone={timeZone} />
          ))}
        </Posts>
      )}
    </Root>
  );
}
