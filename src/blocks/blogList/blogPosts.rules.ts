/**
 * Blog posts as the blog list and a post's meta line show them: read from the page's
 * posts JSON (collection item type blog-item) and their published date put into words.
 * Pure: the locale and the time zone are passed in; the relative part ("3 days ago")
 * is the shared `relativeTime`, refreshed by the view.
 */

export interface BlogPostImage {
  url: string;
  /** Intrinsic size: the card reserves the image's box before it loads. */
  width: number;
  height: number;
  alt: string;
}

export interface BlogPost {
  id: string;
  title: string;
  /** The post's address; null when it has none (its title is then shown as text, not as a link). */
  url: string | null;
  excerpt: string | null;
  author: string | null;
  /** Published, ms since the epoch. */
  published: number;
  image: BlogPostImage | null;
  tags: string[];
}

/** The item page's meta line: who wrote the post and when. */
export interface BlogItemMetaData {
  author: string | null;
  published: number;
}

export class BlogDataError extends TypeError {
  constructor(message: string) {
    super(`Blog: ${message}`);
    this.name = 'BlogDataError';
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A date as ms since the epoch or ISO text; anything else is refused with `what` named. */
export function readPublished(value: unknown, what: string): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw new BlogDataError(`${what} must be a date (ms since the epoch or ISO text), not ${JSON.stringify(value) ?? 'nothing'}`);
  return ms;
}

/** "1200x800" or {width, height}: both whole and positive. */
function readDimensions(value: unknown, what: string): { width: number; height: number } {
  const pair =
    typeof value === 'string'
      ? value.split('x').map(Number)
      : typeof value === 'object' && value !== null
        ? [(value as { width?: unknown }).width, (value as { height?: unknown }).height]
        : [];
  const [width, height] = pair;
  if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new BlogDataError(`${what} needs its dimensions as "WIDTHxHEIGHT" (whole pixels), not ${JSON.stringify(value) ?? 'nothing'}`);
  }
  return { width, height };
}

function readImage(record: Record<string, unknown>, title: string): BlogPostImage | null {
  const url = text(record.assetUrl ?? record.image);
  if (!url) return null;
  const { width, height } = readDimensions(record.originalSize ?? record.dimensions, `the image of "${title}"`);
  return { url, width, height, alt: text(record.imageAlt) ?? '' };
}

function readTags(value: unknown, title: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) throw new BlogDataError(`the tags of "${title}" must be a list of words`);
  return (value as string[]).map((tag) => tag.trim()).filter((tag) => tag !== '');
}

/** Reads the posts list: each needs a title and a published date; newest first. */
export function readBlogPosts(raw: unknown): BlogPost[] {
  if (!Array.isArray(raw)) throw new BlogDataError('the posts must be a list');
  const posts = raw.map((value, index): BlogPost => {
    if (typeof value !== 'object' || value === null) throw new BlogDataError(`post ${index + 1} must be an object`);
    const record = value as Record<string, unknown>;
    const title = text(record.title);
    if (!title) throw new BlogDataError(`post ${index + 1} has no title`);
    return {
      id: text(record.id) ?? `post-${index + 1}`,
      title,
      url: text(record.fullUrl) ?? text(record.url),
      excerpt: text(record.excerpt),
      author: text(record.author),
      published: readPublished(record.publishOn ?? record.published, `the published date of "${title}"`),
      image: readImage(record, title),
      tags: readTags(record.tags, title),
    };
  });
  return posts.sort((a, b) => b.published - a.published);
}

/** Reads the item page's meta line values (the author may be absent). */
export function readBlogItemMeta({ author, published }: { author: unknown; published: unknown }): BlogItemMetaData {
  return { author: text(author), published: readPublished(published, 'the post’s published date') };
}

export interface DateWords {
  locale: string;
  /** IANA time zone the site shows its dates in; the browser's when absent. */
  timeZone?: string;
}

/** "Jan 12, 2026" */
export function publishedDay(ms: number, { locale, timeZone }: DateWords): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(ms);
}
