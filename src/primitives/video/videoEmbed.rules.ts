/**
 * Video embeds (spec: "Video embed", video messages): which provider an embed is
 * from, what kind of markup it is, the display mode, and the messages shown when an
 * embed cannot be used. Pure.
 */
export const VIDEO_PROVIDERS = ['Vimeo', 'YouTube', 'Wistia', 'Animoto'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export type EmbedType = 'iframe' | 'object' | 'invalid';
export type VideoMode = 'none' | 'fit' | 'fill';

export const VIDEO_MESSAGES = {
  invalidEmbed: 'Invalid video embed',
  customFeaturedImage: 'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasic: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
} as const;

const PROVIDER_HOSTS: Array<[VideoProvider, RegExp]> = [
  ['Vimeo', /(^|\.)vimeo\.com$/],
  ['YouTube', /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/],
  ['Wistia', /(^|\.)(wistia\.com|wistia\.net|wi\.st)$/],
  ['Animoto', /(^|\.)animoto\.com$/],
];

/** The provider of a video URL or of the first URL inside embed markup; null when unknown. */
export function detectProvider(urlOrMarkup: string): VideoProvider | null {
  const url = /^\s*https?:\/\//i.test(urlOrMarkup) ? urlOrMarkup.trim() : /(?:src|data)\s*=\s*["']([^"']+)["']/i.exec(urlOrMarkup)?.[1];
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url.startsWith('//') ? `https:${url}` : url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return PROVIDER_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? null;
}

export function embedType(markup: string | null | undefined): EmbedType {
  if (!markup) return 'invalid';
  if (/<iframe[\s>]/i.test(markup)) return 'iframe';
  if (/<(object|embed)[\s>]/i.test(markup)) return 'object';
  return 'invalid';
}

export class VideoModeError extends TypeError {
  constructor(mode: unknown) {
    super(`Video mode must be none, fit, fill or null, not ${String(mode)}`);
    this.name = 'VideoModeError';
  }
}

/** The mode as given, or null; anything else throws VideoModeError. */
export function readVideoMode(mode: unknown): VideoMode | null {
  if (mode === null || mode === undefined) return null;
  if (mode === 'none' || mode === 'fit' || mode === 'fill') return mode;
  throw new VideoModeError(mode);
}

export interface EmbedCheck {
  ok: boolean;
  message: string | null;
}

/**
 * Whether an embed can be shown, and the message when not: no usable markup gives
 * 'Invalid video embed'; a custom featured image on an embed that is not an iframe or
 * object gives the featured-image message; a Vimeo Basic account gives its message.
 */
export function checkEmbed({
  markup,
  customFeaturedImage = false,
  vimeoBasic = false,
}: {
  markup: string | null | undefined;
  customFeaturedImage?: boolean;
  vimeoBasic?: boolean;
}): EmbedCheck {
  const type = embedType(markup);
  if (type === 'invalid') return { ok: false, message: customFeaturedImage ? VIDEO_MESSAGES.customFeaturedImage : VIDEO_MESSAGES.invalidEmbed };
  if (vimeoBasic && detectProvider(markup ?? '') === 'Vimeo') return { ok: false, message: VIDEO_MESSAGES.vimeoBasic };
  return { ok: true, message: null };
}

export interface EmbedSource {
  kind: 'iframe' | 'object';
  /** The player address, absolute or relative to the page. */
  url: string;
}

/**
 * The player address inside embed markup. Only the address is kept: the view builds
 * its own frame, so no foreign markup or script reaches the page. Null when the markup
 * is invalid or names no http(s) or relative address.
 */
export function embedSource(markup: string | null | undefined): EmbedSource | null {
  const type = embedType(markup);
  if (type === 'invalid') return null;
  const attribute = type === 'iframe' ? 'src' : '(?:data|src)';
  const url = new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i').exec(markup ?? '')?.[1]?.trim();
  if (!url || /^(javascript|data|vbscript):/i.test(url)) return null;
  return { kind: type, url: url.replace(/&amp;/g, '&') };
}

/**
 * The address the player is loaded from once the visitor presses play: it starts at
 * once (autoplay), and YouTube players accept commands (enablejsapi). Relative
 * addresses stay relative.
 */
export function playerUrl(url: string, provider: VideoProvider | null): string {
  const relative = !/^(https?:)?\/\//i.test(url);
  const parsed = new URL(url.startsWith('//') ? `https:${url}` : url, 'https://relative.invalid/');
  if (provider === 'Wistia') parsed.searchParams.set('autoPlay', 'true');
  else parsed.searchParams.set('autoplay', '1');
  if (provider === 'YouTube') parsed.searchParams.set('enablejsapi', '1');
  if (relative) return `${parsed.pathname.replace(/^\//, url.startsWith('/') ? '/' : '')}${parsed.search}${parsed.hash}`;
  return url.startsWith('//') ? parsed.toString().replace(/^https:/, '') : parsed.toString();
}

/**
 * The message that plays or pauses a provider's player through postMessage, for the
 * players with a documented message interface (YouTube's iframe API, Vimeo's player
 * API); null for the others, which start through the autoplay address and stop by
 * being unloaded.
 */
export function playerCommand(provider: VideoProvider | null, command: 'play' | 'pause'): string | null {
  if (provider === 'YouTube') return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
  if (provider === 'Vimeo') return JSON.stringify({ method: command });
  return null;
}

/**
 * Whether a stopped video's player stays loaded under its poster: when a player was loaded
 * (`playerLoaded`, the playback machine's `player`) and its provider takes the pause command,
 * so it is paused there and later resumed; any other player is unloaded, which stops it.
 */
export function keepsPlayerUnderPoster(playerLoaded: boolean, provider: VideoProvider | null): boolean {
  return playerLoaded && playerCommand(provider, 'pause') !== null;
}
