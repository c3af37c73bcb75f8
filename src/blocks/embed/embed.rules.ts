/**
 * The embed block: where its content goes (002 §2 block type "embed"; the runtime wires up
 * embeds, 000 §1). Pure.
 *
 * - HTML that is one `<iframe>` and nothing else (what providers' oEmbed answers for a
 *   video) is framed directly: only its address is kept, as the video block does.
 * - Any other HTML is foreign to the site: it goes into a sandboxed frame of its own
 *   (`srcdoc`), with scripts allowed but never the page's origin.
 * - A plain URL from a known video provider is framed at the provider's embed address.
 * - Anything else is the invalid-embed message.
 */
import { detectProvider, embedSource, type VideoProvider } from '../../primitives/video/videoEmbed.rules';
import { providerEmbedUrl } from './providerEmbedUrl';

/** The messages an embed block shows (the spec names none for this block; ours, after its "Invalid video embed"). */
export const EMBED_MESSAGES = {
  invalid: 'Invalid embed',
  unsupportedUrl: 'This address cannot be embedded',
} as const;

/** The frame's name when the block gives none (our wording). */
export const EMBED_DEFAULT_TITLE = 'Embedded content';

/** The reserved width ÷ height when the block and its markup give none (our choice: a video's 16:9). */
export const EMBED_DEFAULT_RATIO = 16 / 9;

/**
 * The sandbox of foreign HTML: its scripts may run and its links may open new windows that
 * are not sandboxed themselves, and nothing more: no `allow-same-origin` (its scripts
 * never reach the page, its cookies or its storage), no top navigation, no forms, no modals.
 */
export const FOREIGN_HTML_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** What a provider's player frame may use. */
export const PROVIDER_FRAME_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

export interface EmbedSettings {
  url: string | null;
  html: string | null;
  title: string | null;
  /** Width ÷ height from `width` and `height`, else `aspectRatio`; null when neither is usable. */
  ratio: number | null;
}

export type EmbedPlacement =
  | { kind: 'frame'; src: string; title: string; ratio: number; provider: VideoProvider | null }
  | { kind: 'sandbox'; srcdoc: string; sandbox: string; title: string; ratio: number }
  | { kind: 'invalid'; message: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const positive = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/** `aspectRatio` as a number (width ÷ height) or "W:H" / "W/H"; null otherwise. */
export function parseAspectRatio(value: unknown): number | null {
  if (typeof value === 'number') return positive(value);
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value) : null;
  if (!match) return positive(value);
  const [w, h] = [Number(match[1]), Number(match[2])];
  return w > 0 && h > 0 ? w / h : null;
}

/** The block's settings as the embed reads them (`url`, `html`, `title`, `width`, `height`, `aspectRatio`); keys may be absent or null. */
export function readEmbedSettings(settings: Record<string, unknown>): EmbedSettings {
  const width = positive(settings.width);
  const height = positive(settings.height);
  return {
    url: text(settings.url),
    html: text(settings.html),
    title: text(settings.title) ?? text(settings.providerName),
    ratio: width !== null && height !== null ? width / height : parseAspectRatio(settings.aspectRatio),
  };
}

const LONE_IFRAME = /^<iframe\b([^>]*)>\s*<\/iframe>$/i;

/** The ratio of a lone iframe's own `width` and `height` attributes (pixels), else null. */
function iframeRatio(attributes: string): number | null {
  const value = (name: string) => positive(new RegExp(`\\s${name}\\s*=\\s*["']?(\\d+(?:\\.\\d+)?)["']?`, 'i').exec(attributes)?.[1]);
  const [w, h] = [value('width'), value('height')];
  return w !== null && h !== null ? w / h : null;
}

/**
 * The document a sandboxed frame shows: the HTML as given in a body with no margin, a
 * white page (the third party styled it for one, whatever the section's colours) and
 * links opening in a new window rather than inside the small frame.
 */
export function foreignHtmlDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<base target="_blank">',
    '<style>html,body{margin:0}body{background:#fff;color:#1a1a1a;font:16px/1.5 system-ui,sans-serif}img,video,iframe{max-width:100%}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}

/** Where the embed goes, with its accessible name and reserved ratio. */
export function placeEmbed(settings: EmbedSettings): EmbedPlacement {
  const title = settings.title ?? EMBED_DEFAULT_TITLE;
  if (settings.html !== null) {
    const lone = LONE_IFRAME.exec(settings.html);
    const source = lone ? embedSource(settings.html) : null;
    if (lone && source) {
      const ratio = settings.ratio ?? iframeRatio(lone[1] ?? '') ?? EMBED_DEFAULT_RATIO;
      return { kind: 'frame', src: source.url, title, ratio, provider: detectProvider(source.url) };
    }
    return { kind: 'sandbox', srcdoc: foreignHtmlDocument(settings.html), sandbox: FOREIGN_HTML_SANDBOX, title, ratio: settings.ratio ?? EMBED_DEFAULT_RATIO };
  }
  if (settings.url !== null) {
    const embedded = providerEmbedUrl(settings.url);
    if (embedded === null) return { kind: 'invalid', message: EMBED_MESSAGES.unsupportedUrl };
    return { kind: 'frame', src: embedded.src, title, ratio: settings.ratio ?? EMBED_DEFAULT_RATIO, provider: embedded.provider };
  }
  return { kind: 'invalid', message: EMBED_MESSAGES.invalid };
}
