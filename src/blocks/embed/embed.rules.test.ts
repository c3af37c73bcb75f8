import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMBED_DEFAULT_RATIO, EMBED_DEFAULT_TITLE, EMBED_MESSAGES, FOREIGN_HTML_SANDBOX, parseAspectRatio, placeEmbed, readEmbedSettings } from './embed.rules';

const place = (settings: Record<string, unknown>) => placeEmbed(readEmbedSettings(settings));

describe('readEmbedSettings', () => {
  it('reads url, html, title (else the provider name) and the ratio from width and height, else aspectRatio', () => {
    expect(readEmbedSettings({ url: ' https://vimeo.com/1 ', html: '', providerName: 'Vimeo', width: '640', height: 360 })).toEqual({
      url: 'https://vimeo.com/1',
      html: null,
      title: 'Vimeo',
      ratio: 640 / 360,
    });
    expect(readEmbedSettings({ title: 'Map', aspectRatio: '4:3' }).ratio).toBeCloseTo(4 / 3);
    expect(readEmbedSettings({ width: 0, height: 100, aspectRatio: null })).toEqual({ url: null, html: null, title: null, ratio: null });
  });

  it('parses aspect ratios as numbers or W:H and refuses anything else', () => {
    expect(parseAspectRatio(1.5)).toBe(1.5);
    expect(parseAspectRatio('16/9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('2')).toBe(2);
    for (const bad of ['wide', '0:9', -1, {}, '']) expect(parseAspectRatio(bad)).toBeNull();
  });
});

describe('placeEmbed', () => {
  it('frames a lone iframe at its own address, sized from its attributes when the block gives no size', () => {
    const placement = place({
      html: '<iframe src="https://player.vimeo.com/video/7?h=a&amp;b=1" width="640" height="480" allowfullscreen></iframe>',
      title: 'Launch',
    });
    expect(placement).toEqual({ kind: 'frame', src: 'https://player.vimeo.com/video/7?h=a&b=1', title: 'Launch', ratio: 640 / 480, provider: 'Vimeo' });
  });

  it('puts any other HTML into a sandboxed document that never gets the page’s origin', () => {
    const placement = place({
      html: '<blockquote class="post">Hello</blockquote><script src="https://social.example/widgets.js"></script>',
      width: 500,
      height: 500,
    });
    expect(placement.kind).toBe('sandbox');
    if (placement.kind !== 'sandbox') return;
    expect(placement.srcdoc).toContain('<body><blockquote class="post">Hello</blockquote><script src="https://social.example/widgets.js"></script></body>');
    expect(placement.srcdoc).toContain('<base target="_blank">');
    expect(placement.sandbox).toBe(FOREIGN_HTML_SANDBOX);
    expect(placement.sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(placement.sandbox.split(' ')).not.toContain('allow-top-navigation');
    expect(placement).toMatchObject({ title: EMBED_DEFAULT_TITLE, ratio: 1 });
  });

  it('a lone iframe with a script address is foreign HTML, not a frame of that address', () => {
    expect(place({ html: '<iframe src="javascript:alert(1)"></iframe>' }).kind).toBe('sandbox');
  });

  it('frames a plain URL of a known provider at its embed address, 16:9 unless the block says otherwise', () => {
    expect(place({ url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      kind: 'frame',
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      title: EMBED_DEFAULT_TITLE,
      ratio: EMBED_DEFAULT_RATIO,
      provider: 'YouTube',
    });
  });

  it('shows a message for a URL it cannot embed and for a block with neither URL nor HTML', () => {
    expect(place({ url: 'https://example.com/page' })).toEqual({ kind: 'invalid', message: EMBED_MESSAGES.unsupportedUrl });
    expect(place({})).toEqual({ kind: 'invalid', message: 'Invalid embed' });
    expect(place({ html: '   ', url: null })).toEqual({ kind: 'invalid', message: 'Invalid embed' });
  });

  it('never places HTML in the page itself: every non-empty HTML is a frame or a sandbox', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (html) => {
          const placement = place({ html });
          expect(['frame', 'sandbox']).toContain(placement.kind);
          if (placement.kind === 'frame') expect(placement.src).toMatch(/^(https?:|\/\/|[^:]*$)/i);
          if (placement.kind === 'sandbox') expect(placement.sandbox).not.toContain('same-origin');
        },
      ),
    );
  });
});
