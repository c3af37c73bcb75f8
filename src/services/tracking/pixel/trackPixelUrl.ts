/**
 * The address of the pixel-style Track call (001 §7): GET /api/track/Track as an image
 * request, with the query fields landing, refer, rk (a random number), lang, screen (WxH)
 * and the marketing fields source, campaign, subcampaign, channel, subchannel, variation and
 * mkwid. Pure: the page passes what it read.
 *
 * Choices where the spec is silent: the marketing fields are the landing address's query
 * parameters of the same names, left out when absent; `refer` (named twice in the list) is
 * sent once, the document's referrer; `rk` is an integer below 10^9.
 */
import type { ParsedQuery } from '../../../platform/query/parseQuery';

export const TRACK_PIXEL_PATH = '/api/track/Track';

export const TRACK_PIXEL_MARKETING_FIELDS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'] as const;

export interface TrackPixelInput {
  /** The landing address (the page's full URL). */
  landing: string;
  /** The document's referrer ('' when none). */
  referrer: string;
  /** A number in [0, 1). */
  random: number;
  /** The browser's language. */
  language: string;
  screen: { width: number; height: number };
  /** The landing address's query, as the platform's parser (`parseQuery`, 1000 keys) reads it. */
  query: Pick<ParsedQuery, 'get'>;
}

export function trackPixelUrl(input: TrackPixelInput): string {
  const params = new URLSearchParams({
    landing: input.landing,
    refer: input.referrer,
    rk: String(Math.floor(input.random * 1e9)),
    lang: input.language,
    screen: `${input.screen.width}x${input.screen.height}`,
  });
  for (const field of TRACK_PIXEL_MARKETING_FIELDS) {
    const value = input.query.get(field);
    if (value) params.set(field, value);
  }
  return `${TRACK_PIXEL_PATH}?${params.toString()}`;
}
