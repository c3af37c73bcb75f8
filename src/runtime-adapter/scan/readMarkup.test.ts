// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributesOf, firstImage, noscriptImageSrc } from './readMarkup';

function fragment(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('reading markup', () => {
  it('reads the src of a noscript image, entity-decoded, whether the noscript holds text or elements', () => {
    const asText = fragment('<noscript></noscript>');
    asText.querySelector('noscript')!.textContent = '<img src="/a.jpg?format=1500w&amp;x=1" alt="A">';
    expect(noscriptImageSrc(asText)).toBe('/a.jpg?format=1500w&x=1');
    expect(noscriptImageSrc(fragment("<noscript><img alt='B' src='/b.jpg'></noscript>"))).toBe('/b.jpg');
    expect(noscriptImageSrc(fragment('<img src="/c.jpg">'))).toBeNull();
  });

  it('takes the first image that is not the noscript fallback', () => {
    const root = fragment('<noscript><img src="/fallback.jpg"></noscript><img data-src="/real.jpg">');
    expect(firstImage(root)?.getAttribute('data-src')).toBe('/real.jpg');
  });

  it('reads every attribute as a record', () => {
    expect(attributesOf(fragment('<div data-slide-id="s1" data-title="A &amp; B"></div>').firstElementChild)).toEqual({
      'data-slide-id': 's1',
      'data-title': 'A & B',
    });
  });
});
