// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownContentOf } from './serverContent';
import { LARGE_MARKUP_ELEMENTS } from './hiddenMarkup';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A server gallery of `slides` slides of five elements each, the image named only by its alt; `extra` inside the first slide. */
const gallery = (slides: number, extra = '') => {
  const slide = (i: number) =>
    `<div class="slide" data-type="image"><div class="margin-wrapper"><a class="image-slide-anchor"><img data-src="/s${i}.jpg" alt="Slide ${i}"><noscript><img src="/s${i}.jpg"></noscript>${i === 0 ? extra : ''}</a></div></div>`;
  document.body.innerHTML = `<div class="content"><div class="sqs-gallery">${Array.from({ length: slides }, (_, i) => slide(i)).join('')}</div></div>`;
  return document.querySelector('.content')!;
};

describe('what large server markup shows', () => {
  const slides = Math.ceil(LARGE_MARKUP_ELEMENTS / 5);

  it('reads markup of thousands of wordless elements at once: its rendered text, read by the browser', () => {
    const root = gallery(slides);
    const text = vi.spyOn(HTMLElement.prototype, 'innerText', 'get');
    const shown = shownContentOf(root);
    expect([...shown.words]).toEqual([]);
    expect(shown.controls).toEqual({});
    expect(text.mock.contexts[0]).toBe(root);
  }, 60_000);

  it('walks it when its rendered text has a word, and finds it', () => {
    const shown = shownContentOf(gallery(slides, '<p>Harbour at dawn</p>'));
    expect([...shown.words].sort()).toEqual(['at', 'dawn', 'harbour']);
  }, 60_000);

  it('walks it when it holds a control or a moment, whose text is not rendered text', () => {
    expect(shownContentOf(gallery(slides, '<button aria-label="Open"></button>')).controls).toEqual({ button: 1 });
    expect([...shownContentOf(gallery(slides, '<time datetime="2027-03-12T11:00:00Z"></time>')).words]).toEqual(['time 2027-03-12T11:00:00.000Z']);
  }, 60_000);
});
