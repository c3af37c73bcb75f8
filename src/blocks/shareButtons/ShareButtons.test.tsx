import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { ShareButtons } from './ShareButtons';

const page = { url: 'https://harbourcoffee.example/blog/new-roast', title: 'Our new roast' };
const copyButton = () => screen.getByRole('button');
const status = () => screen.getByRole('status').textContent;

describe('ShareButtons', () => {
  it('gives each service a named link that opens in a new window with rel noopener', () => {
    const { view } = render(<ShareButtons {...page} />);
    const links = screen.getAllByRole('link');
    expect(view.querySelectorAll('a')).toHaveLength(4);
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
    const { user } = render(<ShareButtons {...page} copyText={copyText} resetAfterMs={null} />);
    await user.click(copyButton());
    expect(copyText).toHaveBeenCalledWith('https://harbourcoffee.example/blog/new-roast');
    expect(status()).toBe('Link copied');
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = render(<ShareButtons {...page} copyText={() => Promise.reject(new Error('denied'))} />);
    await user.click(copyButton());
    expect(status()).toBe('Could not copy the link. Copy it from the address bar instead.');
  });

  it('clears the announcement after the time given', async () => {
    vi.useFakeTimers();
    try {
      render(<ShareButtons {...page} copyText={() => Promise.resolve()} resetAfterMs={1000} />);
      // under fake timers a click event in act: Testing Library's async wrapper waits on a real timer
      await act(async () => void fireEvent.click(copyButton()));
      expect(status()).toBe('Link copied');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(status()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the names as accessible names when only icons show', () => {
    render(<ShareButtons {...page} iconsOnly />);
    expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new window)' }).textContent).toBe('Share on Facebook (opens in a new window)');
  });

  it('has no copy button without a clipboard function', () => {
    render(<ShareButtons {...page} />);
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
  });
});
