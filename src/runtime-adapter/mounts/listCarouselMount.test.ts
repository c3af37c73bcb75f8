// @vitest-environment happy-dom
/**
 * The list section carousel chunk over published markup: the scanner finds the carousel
 * container (not the simple list), the chunk makes the server's slides and arrows an APG
 * carousel in place, one slide a step (wrapping when infinite), and unmounting takes every
 * change back. A container without slides is left as rendered with one warning.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { mountJob, settle } from '../testing/mountJob.fixture';
import { publishedListCarousel } from '../testing/publishedListSection.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});

const slides = () => Array.from(document.querySelectorAll<HTMLElement>('li.user-items-list-carousel__slide'));
const shown = () =>
  slides()
    .filter((s) => !s.hasAttribute('inert'))
    .map((s) => s.querySelector('h2')?.textContent);
const next = () => document.querySelector<HTMLButtonElement>('.user-items-list-carousel__arrow-button--right')!;
const previous = () => document.querySelector<HTMLButtonElement>('.mobile-arrow-button--left')!;

describe('list section carousel', () => {
  it('the scanner finds the carousel container with its attributes and context; a simple list is not bound', () => {
    document.body.innerHTML =
      publishedListCarousel('sec-1', ['Ana', 'Ben']) +
      '<ul class="user-items-list-item-container user-items-list-simple" data-current-context="{}"><li class="list-item">Cleo</li></ul>';
    const jobs = scanPage(document).jobs.filter((j) => j.kind === 'listCarousel');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.props).toMatchObject({ attributes: { 'data-max-columns': '2', 'data-section-id': 'sec-1' }, context: '{"userItems": []}' });
    expect(jobs[0]!.label).toBe('list section sec-1');
    expect(document.querySelector('.user-items-list-simple')?.hasAttribute('data-runtime-bound')).toBe(false);
  });

  it('makes the server’s slides and arrows an APG carousel; next and previous move one slide, held at the ends', async () => {
    document.body.innerHTML = publishedListCarousel('sec-1', ['Ana', 'Ben', 'Cleo', 'Dev']);
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.kind === 'listCarousel'));
    const region = document.querySelector('.user-items-list-carousel__gutter')!;
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('aria-label')).toBe('Carousel');
    expect(slides().map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 of 4'],
      ['group', 'slide', '2 of 4'],
      ['group', 'slide', '3 of 4'],
      ['group', 'slide', '4 of 4'],
    ]);
    const list = document.querySelector('ul.user-items-list-carousel__slides')!;
    expect(next().getAttribute('aria-controls')).toBe(list.id);
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual(['Ana', 'Ben']);
    expect(previous().getAttribute('aria-disabled')).toBe('true');
    next().click();
    expect(shown()).toEqual(['Ben', 'Cleo']);
    next().click();
    next().click();
    expect(shown()).toEqual(['Cleo', 'Dev']);
    expect(next().getAttribute('aria-disabled')).toBe('true');
    // the images wait for the platform's loader: given their source
    expect(slides()[0]!.querySelector('img')?.getAttribute('src')).toBe('/assets/0.jpg');
    region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(shown()).toEqual(['Ben', 'Cleo']);
    unmount();
    expect(slides().every((s) => !s.hasAttribute('role') && !s.hasAttribute('inert') && !s.hasAttribute('aria-hidden'))).toBe(true);
    expect(region.hasAttribute('aria-roledescription')).toBe(false);
    expect(region.getAttribute('aria-label')).toBe('Carousel');
    expect(next().hasAttribute('aria-controls')).toBe(false);
    expect(document.querySelector<HTMLElement>('.user-items-list-carousel')!.style.getPropertyValue('--list-carousel-lead')).toBe('');
  });

  it('names the region by the section’s title where the platform wrote only "Carousel"', async () => {
    document.body.innerHTML = publishedListCarousel('sec-4', ['Ana', 'Ben', 'Cleo']).replace(
      '<div class="user-items-list" data-section-id="user-items-list">',
      '<div class="user-items-list" data-section-id="user-items-list"><div class="list-section-title"><p><strong>Kind words</strong></p></div>',
    );
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.kind === 'listCarousel'));
    expect(document.querySelector('.user-items-list-carousel__gutter')?.getAttribute('aria-label')).toBe('Kind words');
    unmount();
    expect(document.querySelector('.user-items-list-carousel__gutter')?.getAttribute('aria-label')).toBe('Carousel');
  });

  it('wraps around with data-is-infinite-enabled', async () => {
    document.body.innerHTML = publishedListCarousel('sec-2', ['Ana', 'Ben', 'Cleo'], { 'data-is-infinite-enabled': 'true' });
    await mountJob(scanPage(document).jobs.find((j) => j.kind === 'listCarousel'));
    expect(previous().getAttribute('aria-disabled')).toBe('false');
    previous().click();
    expect(shown()).toEqual(['Ben', 'Cleo']);
    next().click();
    expect(shown()).toEqual(['Ana', 'Ben']);
    await settle();
  });

  it('a carousel without slides is left as rendered, marked, with one warning naming the section', async () => {
    document.body.innerHTML = publishedListCarousel('sec-3', []);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mountJob(scanPage(document).jobs.find((j) => j.kind === 'listCarousel'));
    expect(document.querySelector('.user-items-list-carousel')?.getAttribute('data-runtime-left')).toBe('no slide in its ul.user-items-list-carousel__slides');
    expect(warn.mock.calls).toEqual([['List section sec-3 (carousel) left as rendered: no slide in its ul.user-items-list-carousel__slides']]);
    warn.mockRestore();
  });
});
