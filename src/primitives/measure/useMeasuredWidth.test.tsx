import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../testing/themedRender';
import { useMeasuredWidth } from './useMeasuredWidth';

/** A ResizeObserver the test drives: `resize(width)` sets the element's bounding width and reports it. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  element: Element | null = null;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {
    this.element = null;
  }
  unobserve() {}
  report(width: number) {
    const entry = { contentRect: { width: width - 20, height: 10 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

let boundingWidth = 600;

function Width({ debounceMs }: { debounceMs?: number }) {
  const [ref, width] = useMeasuredWidth(debounceMs);
  return (
    <div ref={ref}>
      <output>{width}</output>
    </div>
  );
}

describe('useMeasuredWidth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width: boundingWidth, height: 10 }) as DOMRect);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    boundingWidth = 600;
  });

  it('reads the width before the first paint, then follows a resize once it has settled', () => {
    render(<Width debounceMs={100} />);
    expect(screen.getByRole('status').textContent).toBe('600');
    boundingWidth = 420;
    act(() => FakeResizeObserver.last!.report(420));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole('status').textContent).toBe('600');
    act(() => vi.advanceTimersByTime(1));
    // the bounding box (padding and border in), not the observer's content box
    expect(screen.getByRole('status').textContent).toBe('420');
  });

  it('keeps the last width while the element is hidden (0 wide)', () => {
    render(<Width />);
    boundingWidth = 0;
    act(() => FakeResizeObserver.last!.report(0));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('600');
  });
});
