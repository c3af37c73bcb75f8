import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { VideoBlock } from './VideoBlock';

const embed = '<iframe src="https://player.vimeo.com/video/1"></iframe>';

describe('VideoBlock', () => {
  it('shows a play control named after the video', () => {
    render(<VideoBlock embed={embed} title="Harbour tour" />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-label', 'Play video: Harbour tour');
  });

  it('reserves 65 % without a poster for Auto', () => {
    const { view } = render(<VideoBlock embed={embed} title="Harbour tour" />);
    expect(getComputedStyle(view.querySelector('[data-video-block]')!).paddingBottom).toBe('65%');
  });

  it('shows the spec’s message for markup without a player, and no play control', () => {
    const { view } = render(<VideoBlock embed="<p>Video</p>" title="Old upload" />);
    expect(screen.getByText('Invalid video embed', { exact: false })).toBeInTheDocument();
    expect(view.textContent).toContain('Invalid video embed');
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
  });

  it('shows the Vimeo Basic message', () => {
    const { view } = render(<VideoBlock embed={embed} title="Studio" vimeoBasic />);
    expect(view.textContent).toContain('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
  });
});
