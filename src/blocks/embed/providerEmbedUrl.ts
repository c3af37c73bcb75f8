/**
 * A video page's address turned into its provider's embed (player) address, for an embed
 * block that holds only a URL. The providers are the spec's video providers (001 "Video
 * embed"); Animoto publishes no stable player address, so its pages are not embeddable here.
 * Pure.
 */
import { detectProvider, type VideoProvider } from '../../primitives/video/videoEmbed.rules';

export interface ProviderEmbed {
  src: string;
  provider: VideoProvider;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = path[0] ?? null;
  else if (path[0] === 'watch') id = url.searchParams.get('v');
  else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live' || path[0] === 'v') id = path[1] ?? null;
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return path[0] === 'video' && /^\d+$/.test(path[1] ?? '') ? path[1]! : null;
  return [...path].reverse().find((part) => /^\d+$/.test(part)) ?? null;
}

function wistiaId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean);
  const at = path.findIndex((part) => part === 'medias' || part === 'iframe');
  const id = at >= 0 ? path[at + 1] : null;
  return id && /^[a-z0-9]+$/i.test(id) ? id : null;
}

/** The player address of an http(s) video page of a known provider; null for anything else. */
export function providerEmbedUrl(address: string): ProviderEmbed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const provider = detectProvider(url.toString());
  if (provider === 'YouTube') {
    const id = youTubeId(url);
    return id ? { provider, src: `https://www.youtube.com/embed/${id}` } : null;
  }
  if (provider === 'Vimeo') {
    const id = vimeoId(url);
    return id ? { provider, src: `https://player.vimeo.com/video/${id}` } : null;
  }
  if (provider === 'Wistia') {
    const id = wistiaId(url);
    return id ? { provider, src: `https://fast.wistia.net/embed/iframe/${id}` } : null;
  }
  return null;
}
