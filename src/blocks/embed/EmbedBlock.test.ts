// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { EmbedBlock, EMBED_LOADING_TEXT, type EmbedBlockProps } from './EmbedBlock';
import { FOREIGN_HTML_SANDBOX } from './embed.rules';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));
const embed = (props: EmbedBlockProps) => render(createElement(EmbedBlock, props));
const frame = () => host.host.querySelector('iframe')!;

describe('EmbedBlock', () => {
  it('frames a provider player at its address with its title, and shows loading until the frame has loaded', () => {
    embed({ html: '<iframe src="https://player.vimeo.com/video/7" width="640" height="360"></iframe>', title: 'Harbour tour' });
    expect(frame().getAttribute('src')).toBe('https://player.vimeo.com/video/7');
    expect(frame().getAttribute('title')).toBe('Harbour tour');
    expect(frame().hasAttribute('sandbox')).toBe(false);
    expect(host.host.querySelector('[role="status"]')?.textContent).toBe(EMBED_LOADING_TEXT);
    expect(host.host.querySelector('[data-embed]')?.hasAttribute('data-loading')).toBe(true);
    act(() => frame().dispatchEvent(new Event('load')));
    expect(host.host.querySelector('[role="status"]')).toBeNull();
    expect(host.host.querySelector('[data-embed]')?.hasAttribute('data-loading')).toBe(false);
  });

  it('puts third-party HTML in a sandboxed frame of its own, never in the page', () => {
    embed({ html: '<blockquote>A post</blockquote><script>window.parent.hacked = true</script>', title: 'Post', width: 1, height: 1 });
    expect(frame().getAttribute('sandbox')).toBe(FOREIGN_HTML_SANDBOX);
    expect(frame().getAttribute('srcdoc')).toContain('<blockquote>A post</blockquote>');
    expect(host.host.querySelector('blockquote')).toBeNull();
    expect(host.host.querySelector('script')).toBeNull();
  });

  it('shows the invalid embed message when there is nothing to embed', () => {
    embed({ url: null, html: null });
    expect(host.host.textContent).toBe('Invalid embed');
    expect(frame()).toBeNull();
  });
});
