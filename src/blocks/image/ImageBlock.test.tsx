import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { ImageBlock, type ImageBlockProps } from './ImageBlock';

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
    const { view } = render(<ImageBlock {...props} lazy={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'The harbour at noon');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Visit the roastery');
    expect(view.textContent).toContain('Tours every Saturday.');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/tours');
  });

  it('reserves the image’s space from its dimensions before it loads', () => {
    const { view } = render(<ImageBlock {...props} />);
    expect(view.querySelector<HTMLElement>('[data-loading]')?.style.aspectRatio).toBe('640 / 360');
  });

  it('shows inline as the image with its caption only', () => {
    const { view } = render(<ImageBlock {...props} layout="inline" />);
    expect(view.querySelector('h2')).toBeNull();
    expect(screen.queryByRole('link', { hidden: true })).toBeNull();
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe('Tours every Saturday.');
  });

  it('leaves out a button whose address is not safe to follow', () => {
    const { view } = render(<ImageBlock {...props} button={{ label: 'Click', href: 'javascript:alert(1)' }} />);
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toContain('Visit the roastery');
  });

  it('opens a new-window button with rel noopener', () => {
    render(<ImageBlock {...props} button={{ label: 'Map', href: 'https://maps.example/harbour', newWindow: true }} />);
    const link = screen.getByRole('link', { name: /Map/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('stacks a card in a container under 415 px wide', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 300,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 400,
      bottom: 300,
      toJSON: () => ({}),
    } as DOMRect);
    const { view } = render(<ImageBlock {...props} />);
    const block = view.querySelector('[data-image-block]')!;
    expect(block.getAttribute('data-arrangement')).toBe('stacked');
    expect(block.hasAttribute('data-narrow')).toBe(true);
  });

  it('keeps a card side by side at 415 px', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 415,
      height: 300,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 415,
      bottom: 300,
      toJSON: () => ({}),
    } as DOMRect);
    const { view } = render(<ImageBlock {...props} />);
    expect(view.querySelector('[data-image-block]')!.getAttribute('data-arrangement')).toBe('side');
  });
});
