import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { EmbedBlock, EMBED_LOADING_TEXT } from './EmbedBlock';
import { FOREIGN_HTML_SANDBOX } from './embed.rules';

const frame = (view: HTMLElement) => view.querySelector('iframe')!;

describe('EmbedBlock', () => {
  it('frames a provider player at its address with its title, and shows loading until the frame has loaded', () => {
    const { view } = render(<EmbedBlock html={'<iframe src="https://player.vimeo.com/video/7" width="640" height="360"></iframe>'} title="Harbour tour" />);
    expect(screen.getByTitle('Harbour tour')).toBe(frame(view));
    expect(frame(view).getAttribute('src')).toBe('https://player.vimeo.com/video/7');
    expect(frame(view).getAttribute('title')).toBe('Harbour tour');
    expect(frame(view).hasAttribute('sandbox')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(EMBED_LOADING_TEXT);
    expect(view.querySelector('[data-embed]')?.hasAttribute('data-loading')).toBe(true);
    act(() => void fireEvent.load(frame(view)));
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    expect(view.querySelector('[data-embed]')?.hasAttribute('data-loading')).toBe(false);
  });

  it('puts third-party HTML in a sandboxed frame of its own, never in the page', () => {
    const { view } = render(
      <EmbedBlock html="<blockquote>A post</blockquote><script>window.parent.hacked = true</script>" title="Post" width={1} height={1} />,
    );
    expect(screen.getByTitle('Post')).toHaveAttribute('sandbox', FOREIGN_HTML_SANDBOX);
    expect(frame(view).getAttribute('srcdoc')).toContain('<blockquote>A post</blockquote>');
    expect(view.querySelector('blockquote')).toBeNull();
    expect(view.querySelector('script')).toBeNull();
  });

  it('shows the invalid embed message when there is nothing to embed', () => {
    const { view } = render(<EmbedBlock url={null} html={null} />);
    expect(view.textContent).toBe('Invalid embed');
    expect(frame(view)).toBeNull();
  });
});
