import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/themedRender';
import { useViewportWidth } from './useViewportWidth';

function Width() {
  const width = useViewportWidth();
  return <output>{width === null ? 'unknown' : String(width)}</output>;
}

describe('useViewportWidth', () => {
  it("reads the window's width and follows a resize", () => {
    act(() => {
      window.innerWidth = 390;
    });
    render(<Width />);
    expect(screen.getByRole('status').textContent).toBe('390');
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('status').textContent).toBe('1280');
  });

  it('is null when rendered on the server', () => {
    expect(renderToString(<Width />)).toBe('<output>unknown</output>');
  });
});
