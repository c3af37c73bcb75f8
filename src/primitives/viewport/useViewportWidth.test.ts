// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setUpReactTestHost } from '../testing/reactTestHost';
import { useViewportWidth } from './useViewportWidth';

function Width() {
  const width = useViewportWidth();
  return createElement('output', null, width === null ? 'unknown' : String(width));
}

describe('useViewportWidth', () => {
  const view = setUpReactTestHost();

  it("reads the window's width and follows a resize", () => {
    act(() => {
      window.innerWidth = 390;
    });
    view.render(createElement(Width));
    expect(view.host.textContent).toBe('390');
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(view.host.textContent).toBe('1280');
  });

  it('is null when rendered on the server', () => {
    expect(renderToString(createElement(Width))).toBe('<output>unknown</output>');
  });
});
