// @vitest-environment happy-dom
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { ImageBlock, type ImageBlockProps } from './ImageBlock';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));

const props: ImageBlockProps = {
  layout: 'card',
  image: { src: '/harbour.jpg', alt: 'The harbour at noon', dimensions: { width: 640, height: 360 } },
  title: 'Visit the roastery',
  text: 'Tours every Saturday.',
  button: { label: 'Book a tour', href: '/tours' },
};

afterEach(() => vi.restoreAllMocks());

describe('ImageBlock', () => {
  it('shows the image, title, text and button of a card', () => {
    render(createElement(ImageBlock, { ...props, lazy: false }));
    expect(host.host.querySelector('img')?.getAttribute('alt')).toBe('The harbour at noon');
    expect(host.host.querySelector('h2')?.textContent).toBe('Visit the roastery');
    expect(host.host.textContent).toContain('Tours every Saturday.');
    expect(host.host.querySelector('a')?.getAttribute('href')).toBe('/tours');
  });

  it('reserves the image’s space from its dimensions before it loads', () => {
    render(createElement(ImageBlock, props));
    expect(host.host.querySelector<HTMLElement>('[data-loading]')?.style.aspectRatio).toBe('640 / 360');
  });

  it('shows inline as the image with its caption only', () => {
    render(createElement(ImageBlock, { ...props, layout: 'inline' }));
    expect(host.host.querySelector('h2')).toBeNull();
    expect(host.host.querySelector('a')).toBeNull();
    expect(host.host.querySelector('figcaption')?.textContent).toBe('Tours every Saturday.');
  });

  it('leaves out a button whose address is not safe to follow', () => {
    render(createElement(ImageBlock, { ...props, button: { label: 'Click', href: 'javascript:alert(1)' } }));
    expect(host.host.querySelector('a')).toBeNull();
    expect(host.host.textContent).toContain('Visit the roastery');
  });

  it('opens a new-window button with rel noopener', () => {
    render(createElement(ImageBlock, { ...props, button: { label: 'Map', href: 'https://maps.example/harbour', newWindow: true } }));
    const link = host.host.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('stacks a card in a container under 415 px wide', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 400, height: 300, x: 0, y: 0, top: 0, left: 0, right: 400, bottom: 300, toJSON: () => ({}) } as DOMRect);
    render(createElement(ImageBlock, props));
    const block = host.host.querySelector('[data-image-block]')!;
    expect(block.getAttribute('data-arrangement')).toBe('stacked');
    expect(block.hasAttribute('data-narrow')).toBe(true);
  });

  it('keeps a card side by side at 415 px', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 415, height: 300, x: 0, y: 0, top: 0, left: 0, right: 415, bottom: 300, toJSON: () => ({}) } as DOMRect);
    render(createElement(ImageBlock, props));
    expect(host.host.querySelector('[data-image-block]')!.getAttribute('data-arrangement')).toBe('side');
  });
});
