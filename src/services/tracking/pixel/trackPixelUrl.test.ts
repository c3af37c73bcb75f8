import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../platform/query/parseQuery';
import { trackPixelUrl } from './trackPixelUrl';

describe('trackPixelUrl', () => {
  it('names the landing page, referrer, random key, language, screen and the marketing fields the landing query has', () => {
    const url = trackPixelUrl({
      landing: 'https://fernandfinch.example/shop?source=news&campaign=spring+sale&mkwid=k9&other=1',
      referrer: 'https://search.example/',
      random: 0.123456789,
      language: 'en-GB',
      screen: { width: 1920, height: 1080 },
      query: parseQuery('?source=news&campaign=spring+sale&mkwid=k9&other=1'),
    });
    const [path, search] = url.split('?');
    expect(path).toBe('/api/track/Track');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      landing: 'https://fernandfinch.example/shop?source=news&campaign=spring+sale&mkwid=k9&other=1',
      refer: 'https://search.example/',
      rk: '123456789',
      lang: 'en-GB',
      screen: '1920x1080',
      source: 'news',
      campaign: 'spring sale',
      mkwid: 'k9',
    });
  });
});
