/**
 * The video block's props from what the scanner passed (its JSON and the poster image of
 * its markup), read in the video mount chunk. Data it refuses throws an Error naming the
 * key (the mounter logs it with the block; the server markup stays). Pure.
 *
 * JSON keys as published (`html`, `url`, `thumbnailUrl`, `width`, `height`, `overlay`, the
 * custom thumbnail in `.sqs-video-overlay img`) and ours (`title`, `customThumbnailUrl` with
 * `customThumbnailDimensions`, `vimeoBasic`, `aspectRatio` ('auto', a number or "W:H"),
 * `columns`, `mode` (none, fit, fill)). The embed is the JSON's `html`, else the markup's
 * `.sqs-video-wrapper[data-html]`, else a frame of `url`.
 */
import { parseDimensions, parseFocalPoint } from '../../primitives/image/imageGeometry';
import { readVideoMode } from '../../primitives/video/videoEmbed.rules';
import type { VideoBlockProps } from '../../blocks/video/VideoBlock';
import type { VideoMarkup } from '../parse/contentBlockMarkup';
import { decodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { imageSource, str } from './markupValues';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The block's aspect ratio: 'auto', a number, or "W:H" / "W/H"; else an error. */
function aspectRatioOf(raw: unknown): number | 'auto' {
  if (raw === undefined || raw === null || raw === '' || raw === 'auto') return 'auto';
  if (typeof raw === 'number' && raw > 0) return raw;
  const match = typeof raw === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(raw) : null;
  if (match && Number(match[2]) > 0 && Number(match[1]) > 0) return Number(match[1]) / Number(match[2]);
  throw new Error(`aspectRatio must be auto, a positive number or W:H, not ${JSON.stringify(raw)}`);
}

/** The `title` attribute of the embed's iframe (entities decoded), else null. */
export function embedTitle(embed: string | null): string | null {
  const match = embed ? /<iframe\b[^>]*?\stitle\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(embed) : null;
  return match ? str(decodeHtmlEntities(match[1] ?? match[2] ?? '')) : null;
}

/** The published `width` and `height` keys as a ratio, when both are positive numbers. */
function publishedRatio(settings: VideoMarkup['settings']): number | null {
  const { width, height } = settings;
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? width / height : null;
}

function columnsOf(raw: unknown): number {
  if (raw === undefined || raw === null) return 1;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1) return raw;
  throw new Error(`columns must be a whole number of 1 or more, not ${JSON.stringify(raw)}`);
}

/**
 * The video block's props. The embed is the JSON's `html`; with only a `url` (http(s)),
 * a frame of that address. The poster: the owner's `customThumbnailUrl` (then
 * `customThumbnail` is true), else the markup's image, else the JSON's `thumbnailUrl`.
 */
export function readVideoBlockProps({ settings, poster, wrapperHtml = null }: VideoMarkup): VideoBlockProps {
  const url = str(settings.url);
  const embed = str(settings.html) ?? str(wrapperHtml) ?? (url && /^https?:\/\//i.test(url) ? `<iframe src="${escapeAttribute(url)}"></iframe>` : null);
  const custom = str(settings.customThumbnailUrl);
  const markupSrc = imageSource(poster);
  const src = custom ?? markupSrc ?? str(settings.thumbnailUrl);
  const image = poster.image;
  return {
    embed,
    title: str(settings.title) ?? embedTitle(embed),
    poster: src
      ? {
          src,
          dimensions: parseDimensions(custom ? str(settings.customThumbnailDimensions) : (image?.['data-image-dimensions'] ?? null)),
          focalPoint: parseFocalPoint(custom ? null : (image?.['data-image-focal-point'] ?? null)),
        }
      : null,
    customThumbnail: custom !== null || settings.customThumbnail === true,
    vimeoBasic: settings.vimeoBasic === true,
    aspectRatio:
      settings.aspectRatio === undefined || settings.aspectRatio === null ? (publishedRatio(settings) ?? 'auto') : aspectRatioOf(settings.aspectRatio),
    columns: columnsOf(settings.columns),
    mode: readVideoMode(settings.mode),
  };
}
