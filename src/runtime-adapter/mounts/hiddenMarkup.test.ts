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
  it('takes the boxes of small markup away (the hidden attribute, display none over its own style), and gives them back', () => {
    const server = markupOf(10, 'color: red');
    const show = hideMarkupElement(server);
    expect(server.hidden).toBe(true);
    expect(server.style.getPropertyValue('color')).toBe('red');
    expect(server.style.getPropertyValue('display')).toBe('none');
    expect(server.style.getPropertyPriority('display')).toBe('important');
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

  it('takes the boxes of large inline markup away (its rendering cannot be skipped), and gives its own style back', () => {
    const server = markupOf(LARGE_MARKUP_ELEMENTS, 'display: inline');
    const show = hideMarkupElement(server);
    expect(server.hidden).toBe(true);
    expect(server.style.getPropertyValue('display')).toBe('none');
    show();
    expect(server.getAttribute('style')).toBe('display: inline');
  });

  it('stays hidden under a site stylesheet that sets its display', () => {
    const server = markupOf(10);
    document.head.insertAdjacentHTML('beforeend', '<style id="site">.server { display: flex; }</style>');
    const show = hideMarkupElement(server);
    expect(getComputedStyle(server).display).toBe('none');
    show();
    expect(getComputedStyle(server).display).toBe('flex');
    document.getElementById('site')!.remove();
  });
});
