/**
 * The review request a page carries (its JSON, already parsed), read into what the page
 * shows: the purchase's products to review, or one of the spec's three page-level states
 * (002 §8: expired, already reviewed, nothing to review). Pure.
 *
 * Keys (our choice; the spec shows none): `token`, `status` (`open` | `expired` |
 * `reviewed`, absent means open), `reviewerName`, `products`: [{ `id`, `title`,
 * `variant`, `image`, `imageDimensions` ("WxH"), `reviewed` }]. Absent or null keys take
 * the defaults; a key of the wrong kind is refused with a TypeError naming it.
 */
import { parseDimensions, type Dimensions } from '../../primitives/image/imageGeometry';

export interface ReviewProduct {
  id: string;
  title: string;
  /** The variant bought (size, colour…), null when the product has one. */
  variant: string | null;
  image: { url: string; dimensions: Dimensions | null } | null;
  /** Reviewed already (from this request): its form is replaced by the message. */
  reviewed: boolean;
}

export type ReviewsRequest =
  | { state: 'open'; token: string; reviewerName: string | null; products: ReviewProduct[] }
  | { state: 'expired' }
  | { state: 'alreadyReviewed' }
  | { state: 'nothingToReview' };

export const REQUEST_STATUSES = ['open', 'expired', 'reviewed'] as const;
/** The title a product without one is shown with. */
export const UNTITLED_PRODUCT = 'Your purchase';

type Raw = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(raw: Raw, key: string, where: string): string | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`reviews request: ${where}${key} must be text`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function readProduct(raw: unknown, index: number): ReviewProduct {
  const where = `products[${index}].`;
  if (!isRecord(raw)) throw new TypeError(`reviews request: ${where.slice(0, -1)} must be an object`);
  const id = text(raw, 'id', where);
  if (id === null) throw new TypeError(`reviews request: ${where}id is required`);
  const url = text(raw, 'image', where);
  const reviewed = raw.reviewed ?? false;
  if (typeof reviewed !== 'boolean') throw new TypeError(`reviews request: ${where}reviewed must be true or false`);
  return {
    id,
    title: text(raw, 'title', where) ?? UNTITLED_PRODUCT,
    variant: text(raw, 'variant', where),
    image: url === null ? null : { url, dimensions: parseDimensions(text(raw, 'imageDimensions', where)) },
    reviewed,
  };
}

export function readReviewsRequest(raw: unknown): ReviewsRequest {
  if (!isRecord(raw)) throw new TypeError('reviews request: the request must be a JSON object');
  const status = text(raw, 'status', '') ?? 'open';
  if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
    throw new TypeError(`reviews request: status must be one of ${REQUEST_STATUSES.join(', ')}`);
  }
  if (status === 'expired') return { state: 'expired' };
  if (status === 'reviewed') return { state: 'alreadyReviewed' };
  const list = raw.products ?? [];
  if (!Array.isArray(list)) throw new TypeError('reviews request: products must be a list');
  const products = list.map(readProduct);
  if (products.length === 0) return { state: 'nothingToReview' };
  if (products.every((p) => p.reviewed)) return { state: 'alreadyReviewed' };
  const token = text(raw, 'token', '');
  if (token === null) throw new TypeError('reviews request: token is required while the request is open');
  return { state: 'open', token, reviewerName: text(raw, 'reviewerName', ''), products };
}
