import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { providerEmbedUrl } from './providerEmbedUrl';

const youTubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);

describe('providerEmbedUrl', () => {
  it('turns every shape of YouTube page address into the same embed address', () => {
    fc.assert(
      fc.property(
        youTubeId,
        fc.constantFrom('https://www.youtube.com/watch?v=%&t=42', 'https://youtu.be/%', 'http://m.youtube.com/shorts/%', 'https://youtube.com/embed/%'),
        (id, shape) => {
          expect(providerEmbedUrl(shape.replace('%', id))).toEqual({ provider: 'YouTube', src: `https://www.youtube.com/embed/${id}` });
        },
      ),
    );
  });

  it('frames Vimeo and Wistia pages at their players', () => {
    expect(providerEmbedUrl('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' });
    expect(providerEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    expect(providerEmbedUrl('https://player.vimeo.com/video/42')?.src).toBe('https://player.vimeo.com/video/42');
    expect(providerEmbedUrl('https://acme.wistia.com/medias/e4a27b971d')).toEqual({
      provider: 'Wistia',
      src: 'https://fast.wistia.net/embed/iframe/e4a27b971d',
    });
  });

  it('gives nothing for other sites, other schemes, pages with no video id, and Animoto', () => {
    for (const address of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/about',
      'https://animoto.com/play/abc',
      'not a url',
    ]) {
      expect(providerEmbedUrl(address)).toBeNull();
    }
  });
});
