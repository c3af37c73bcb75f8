/**
 * The audio block's settings and an album's tracks, read from what the page carries: the
 * `.sqs-audio-embed` element's attributes (`data-url`, `data-title`, `data-author`,
 * `data-show-download`, `data-design-style`, `data-duration-in-ms`) and the block's JSON
 * (`audioAssetUrl` or `url`, `title`, `author` or `artist`, `showDownload`, `design`,
 * `durationInMs`). The embed's attributes win; the JSON fills in what they leave out.
 * Pure, no React.
 */
import { classifyLink } from '../../platform/links/linkKind.rules';

/** The player's look: `minimal` (one row, the platform's default) or `legacy` (a framed card). */
export type AudioDesign = 'minimal' | 'legacy';
export const AUDIO_DESIGNS: readonly AudioDesign[] = ['minimal', 'legacy'];

export interface AudioTrack {
  /** The file's address (http(s), or a path on this site). */
  url: string;
  title: string;
  /** The artist or author; null when there is none. */
  author: string | null;
  /** The length the page states, before the file says; null when not stated. */
  durationMs: number | null;
}

export interface AudioBlockData {
  track: AudioTrack;
  /** A download link to the file is offered (default false). */
  showDownload: boolean;
  design: AudioDesign;
}

export type Values = Readonly<Record<string, unknown>>;

/** The first value that is a non-blank string (trimmed), or a number as text. */
export function firstText(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** An address a player may load: http(s), or a path on this site; anything else (javascript:, data:) is null. */
export function playableUrl(raw: string | null): string | null {
  if (raw === null) return null;
  const { kind, protocol, link } = classifyLink(raw);
  if (kind === 'external') return protocol === 'http' || protocol === 'https' ? link : null;
  return kind === 'content' || kind === 'file' ? link : null;
}

/**
 * A title for a track that has none: its file's name without the extension, spaces for
 * `+` and `_` ('Lee+Bolton+10-16-22.mp3' → 'Lee Bolton 10-16-22'); 'Untitled track' when
 * the address names no file.
 */
export function titleFromUrl(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '').replace(/^[a-z]+:\/\/[^/]*/i, '');
  const last =
    path
      .split('/')
      .filter((part) => part !== '' && part !== 'original')
      .pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last.replace(/\+/g, ' '));
  } catch {
    name = last.replace(/\+/g, ' ');
  }
  const stem = name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stem !== '' ? stem : 'Untitled track';
}

function milliseconds(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

function flag(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * One track from the values of an embed (`data-*` attribute names) and of JSON (key
 * names), the embed first; null when neither gives an address a player may load.
 */
export function readTrack(embed: Values, json: Values): AudioTrack | null {
  const url = playableUrl(firstText(embed['data-url'], json.audioAssetUrl, json.url, json.src));
  if (url === null) return null;
  const seconds = milliseconds(json.duration);
  return {
    url,
    title: firstText(embed['data-title'], json.title) ?? titleFromUrl(url),
    author: firstText(embed['data-author'], json.author, json.artist),
    durationMs:
      milliseconds(embed['data-duration-in-ms']) ??
      milliseconds(json.durationInMs) ??
      milliseconds(json.durationMs) ??
      (seconds === null ? null : seconds * 1000),
  };
}

/** The design named by the embed or the JSON; `minimal` when neither names a known one. */
export function readDesign(embed: Values, json: Values): AudioDesign {
  const named = firstText(embed['data-design-style'], json.design, json.designStyle);
  return AUDIO_DESIGNS.find((design) => design === named) ?? 'minimal';
}

/**
 * The audio block: its one track, the download switch and the design. A block whose
 * settings are not an object, or that names no address a player may load, is refused
 * with a TypeError (the runtime logs it with the block and leaves the markup).
 */
export function readAudioBlock(settings: unknown, embed: Values = {}): AudioBlockData {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) throw new TypeError('audio block: settings must be an object');
  const json = settings as Values;
  const track = readTrack(embed, json);
  if (track === null) throw new TypeError('audio block: no track address a player can load (http(s) or a path on this site)');
  return {
    track,
    showDownload: flag(embed['data-show-download']) ?? flag(json.showDownload) ?? false,
    design: readDesign(embed, json),
  };
}
