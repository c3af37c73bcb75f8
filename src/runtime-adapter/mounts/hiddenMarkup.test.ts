// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hideMarkupElement, LARGE_MARKUP_ELEMENTS } from './hiddenMarkup';

afterEach(() => {
  document.body.innerHTML = '';
});

const markupOf = (elements: number, style = '') => {
  document.body.innerHTML = `<div class="server"${style ? ` style="${style}"` : ''}>${'<span>x</span>'.repeat(elements)}</div>`;
  return document.querySelector<HTMLElement>('.server')!;
};

describe('hiding the server markup', () => {
  it('takes the boxes of small markup away with the hidden attribute, and gives them back', () => {
    const server = markupOf(10, 'color: red');
    const show = hideMarkupElement(server);
    expect(server.hidden).toBe(true);
    expect(server.getAttribute('style')).toBe('color: red');
    show();
    expect(server.hidden).toBe(false);
    expect(server.getAttribute('style')).toBe('color: red');
  });

  it('skips the rendering of markup of thousands of elements, keeping its display, and restores its own style', () => {
    const server = markupOf(LARGE_MARKUP_ELEMENTS, 'color: red');
    const show = hideMarkupElement(server);
    expect(server.hidden).toBe(true);
    expect(server.style.getPropertyValue('display')).toBe('block');
    expect(server.style.getPropertyPriority('display')).toBe('important');
    expect(server.style.getPropertyValue('content-visibility')).toBe('hidden');
    expect(server.style.getPropertyValue('height')).toBe('0px');
    show();
    expect(server.hidden).toBe(false);
    expect(server.getAttribute('style')).toBe('color: red');
  });

  it('gives large markup without a style of its own none back', () => {
    const server = markupOf(LARGE_MARKUP_ELEMENTS);
    const show = hideMarkupElement(server);
    expect(server.getAttribute('style')).toContain('content-visibility:hidden');
    show();
    expect(server.hasAttribute('style')).toBe(false);
  });

  it('hides large inline markup with the hidden attribute (its rendering cannot be skipped)', () => {
    const server = markupOf(LARGE_MARKUP_ELEMENTS, 'display: inline');
    hideMarkupElement(server);
    expect(server.hidden).toBe(true);
    expect(server.getAttribute('style')).toBe('display: inline');
  });
});
