// @vitest-environment happy-dom
import { createElement, type ReactElement } from 'react';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { describe, expect, it } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { VideoBlock } from './VideoBlock';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const test = {
  get host() {
    return host.host;
  },
  render: (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element)),
};
const embed = '<iframe src="https://player.vimeo.com/video/1"></iframe>';

describe('VideoBlock', () => {
  it('shows a play control named after the video', () => {
    test.render(createElement(VideoBlock, { embed, title: 'Harbour tour' }));
    expect(test.host.querySelector('button')?.getAttribute('aria-label')).toBe('Play video: Harbour tour');
  });

  it('reserves 65 % without a poster for Auto', () => {
    test.render(createElement(VideoBlock, { embed, title: 'Harbour tour' }));
    expect(getComputedStyle(test.host.querySelector('[data-video-block]')!).paddingBottom).toBe('65%');
  });

  it('shows the spec’s message for markup without a player, and no play control', () => {
    test.render(createElement(VideoBlock, { embed: '<p>Video</p>', title: 'Old upload' }));
    expect(test.host.textContent).toContain('Invalid video embed');
    expect(test.host.querySelector('button')).toBeNull();
  });

  it('shows the Vimeo Basic message', () => {
    test.render(createElement(VideoBlock, { embed, title: 'Studio', vimeoBasic: true }));
    expect(test.host.textContent).toContain('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
  });
});
