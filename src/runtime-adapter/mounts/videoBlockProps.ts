/**
 * The video block's props from what the scanner passed (its JSON and the poster image of
 * its markup), read in the video mount chunk. Data it refuses throws an Error naming the
 * key (the mounter logs it with the block; the server markup stays). Pure.
 *
 * JSON keys (the spec names none; ours, documented in the adapter README): `html` (the
 * embed), else `url` (an http(s) address, put in a frame), `title`, `customThumbnailUrl`
 * with `customThumbnailDimensions`, `thumbnailUrl`, `vimeoBasic`, `aspectRatio`
 * ('auto', a number or "W:H"), `columns`, `mode` (none, fit, fill).
 */
import { parseDimensions, parseFocalPoint } from '../../primitives/image/imageGeometry';
import { readVideoMode } from '../../primitives/video/videoEmbed.rules';
import type { VideoBlockProps } from '../../blocks/video/VideoBlock';
import type { VideoMarkup } from '../parse/contentBlockMarkup';
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
export function readVideoBlockProps({ settings, poster }: VideoMarkup): VideoBlockProps {
  const url = str(settings.url);
  const embed = str(settings.html) ?? (url && /^https?:\/\//i.test(url) ? `<iframe src="${escapeAttribute(url)}"></iframe>` : null);
  const custom = str(settings.customThumbnailUrl);
  const markupSrc = imageSource(poster);
  const src = custom ?? markupSrc ?? str(settings.thumbnailUrl);
  const image = poster.image;
  return {
    embed,
    title: str(settings.title),
    poster: src
      ? {
          src,
          dimensions: parseDimensions(custom ? str(settings.customThumbnailDimensions) : (image?.['data-image-dimensions'] ?? null)),
          focalPoint: parseFocalPoint(custom ? null : (image?.['data-image-focal-point'] ?? null)),
        }
      : null,
    customThumbnail: custom !== null || settings.customThumbnail === true,
    vimeoBasic: settings.vimeoBasic === true,
    aspectRatio: aspectRatioOf(settings.aspectRatio),
    columns: columnsOf(settings.columns),
    mode: readVideoMode(settings.mode),
  };
}

