// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { ShareButtons } from './ShareButtons';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));
const page = { url: 'https://harbourcoffee.example/blog/new-roast', title: 'Our new roast' };
const click = async (element: Element) => {
  await act(async () => {
    (element as HTMLElement).click();
  });
};

describe('ShareButtons', () => {
  it('gives each service a named link that opens in a new window with rel noopener', () => {
    render(createElement(ShareButtons, page));
    const links = [...host.host.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Share on Facebook (opens in a new window)',
      'Share on X (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
      'Share by email',
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[3]!.hasAttribute('target')).toBe(false);
  });

  it('copies the page address and announces "Link copied"', async () => {
    const copyText = vi.fn(() => Promise.resolve());
    render(createElement(ShareButtons, { ...page, copyText, resetAfterMs: null }));
    await click(host.host.querySelector('button')!);
    expect(copyText).toHaveBeenCalledWith('https://harbourcoffee.example/blog/new-roast');
    expect(host.host.querySelector('[role="status"]')!.textContent).toBe('Link copied');
  });

  it('says so when the clipboard refuses', async () => {
    render(createElement(ShareButtons, { ...page, copyText: () => Promise.reject(new Error('denied')) }));
    await click(host.host.querySelector('button')!);
    expect(host.host.querySelector('[role="status"]')!.textContent).toBe('Could not copy the link. Copy it from the address bar instead.');
  });

  it('clears the announcement after the time given', async () => {
    vi.useFakeTimers();
    try {
      render(createElement(ShareButtons, { ...page, copyText: () => Promise.resolve(), resetAfterMs: 1000 }));
      await click(host.host.querySelector('button')!);
      expect(host.host.querySelector('[role="status"]')!.textContent).toBe('Link copied');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(host.host.querySelector('[role="status"]')!.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the names as accessible names when only icons show', () => {
    render(createElement(ShareButtons, { ...page, iconsOnly: true }));
    expect(host.host.querySelector('a')!.textContent).toBe('Share on Facebook (opens in a new window)');
  });

  it('has no copy button without a clipboard function', () => {
    render(createElement(ShareButtons, page));
    expect(host.host.querySelector('button')).toBeNull();
  });
});
