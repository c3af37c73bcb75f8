import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildMapsPageUrl, buildMapsScriptUrl, decodeRenderKey, parseMapsLocale } from './mapsProvider.rules';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('decodeRenderKey', () => {
  it('spec: the render key from page context is base64-decoded', () => {
    expect(decodeRenderKey('a2V5')).toBe('key');
    expect(decodeRenderKey(encode('AIzaSyExample-Key_123'))).toBe('AIzaSyExample-Key_123');
  });

  it('a key that is not valid base64 is a clear error', () => {
    for (const bad of ['not base64!', 'abc', 'a2V5=', '====', '', '  ']) {
      expect(() => decodeRenderKey(bad)).toThrow('The maps render key is not valid base64');
    }
    expect(() => decodeRenderKey(encode('   '))).toThrow('The maps render key is empty once decoded');
  });

  it('property: decode ∘ encode is the key', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (key) => decodeRenderKey(encode(key)) === key,
      ),
    );
  });
});

describe('parseMapsLocale', () => {
  it("'en-GB' gives language en and region GB; a bare language has no region", () => {
    expect(parseMapsLocale('en-GB')).toEqual({ language: 'en', region: 'GB' });
    expect(parseMapsLocale('pt_br')).toEqual({ language: 'pt', region: 'BR' });
    expect(parseMapsLocale('fr')).toEqual({ language: 'fr' });
  });

  it('anything else is a clear error', () => {
    expect(() => parseMapsLocale('english please')).toThrow('The locale "english please" is not a language tag like en or en-GB');
  });
});

describe('buildMapsScriptUrl', () => {
  it('the decoded key, plus language and region when a locale is given', () => {
    expect(buildMapsScriptUrl({ renderKey: 'a2V5', locale: 'en-GB' })).toBe('https://maps.googleapis.com/maps/api/js?key=key&language=en&region=GB');
    expect(buildMapsScriptUrl({ renderKey: 'a2V5', locale: 'de' })).toBe('https://maps.googleapis.com/maps/api/js?key=key&language=de');
    expect(buildMapsScriptUrl({ renderKey: 'a2V5' })).toBe('https://maps.googleapis.com/maps/api/js?key=key');
    expect(buildMapsScriptUrl({ renderKey: 'a2V5', locale: null })).toBe('https://maps.googleapis.com/maps/api/js?key=key');
  });

  it('a key with URL characters is escaped', () => {
    expect(buildMapsScriptUrl({ renderKey: encode('a&b=c') })).toBe('https://maps.googleapis.com/maps/api/js?key=a%26b%3Dc');
  });
});

it('buildMapsPageUrl opens the point on the provider’s map page', () => {
  expect(buildMapsPageUrl({ lat: 51.4545, lng: -2.5879 })).toBe('https://www.google.com/maps/search/?api=1&query=51.4545%2C-2.5879');
});
