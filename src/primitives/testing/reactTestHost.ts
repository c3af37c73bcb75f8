import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React warns about updates outside act() unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh element in document.body with a React root, for one test at a time. */
export interface ReactTestHost {
  /** The element the current test renders into. */
  readonly host: HTMLElement;
  /** Renders (or re-renders) inside act(), so effects have run when it returns. */
  render(element: ReactNode): void;
  /** Unmounts the current tree and gives the same element a new, empty root. */
  remount(): void;
}

/**
 * Registers beforeEach/afterEach hooks that give every test its own host element and React root,
 * and unmount and remove them afterwards. Call once at the top of a test file (or of a describe block)
 * whose environment is happy-dom.
 */
export function setUpReactTestHost(): ReactTestHost {
  let current: { host: HTMLElement; root: Root } | undefined;
  const mounted = (): { host: HTMLElement; root: Root } => {
    if (!current) throw new Error('The test host exists only while a test runs (inside it(), not at collection time).');
    return current;
  };

  beforeEach(() => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    current = { host, root: createRoot(host) };
  });

  afterEach(() => {
    const { host, root } = mounted();
    act(() => root.unmount());
    host.remove();
    current = undefined;
  });

  return {
    get host() {
      return mounted().host;
    },
    render(element) {
      const { root } = mounted();
      act(() => root.render(element));
    },
    remount() {
      const mountedNow = mounted();
      act(() => mountedNow.root.unmount());
      mountedNow.root = createRoot(mountedNow.host);
    },
  };
}
