import { describe, expect, it, vi } from 'vitest';
import { browserHistory, memoryHistory } from './galleryHistory';
import { createLightboxHistory } from './lightboxHistory';

const slides = [
  { id: 'a1', url: 'lake' },
  { id: 'b2', url: 'alps' },
  { id: 'c3', url: null },
];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lightbox history', () => {
  it('pushes one entry on open and replaces it as slides change, so Back leaves the gallery page as it was', async () => {
    const history = memoryHistory('/travel?ref=nav');
    const links = createLightboxHistory({ history, collectionUrl: '/travel' }, slides);
    const show = vi.fn();
    links.follow(show);
    expect(links.initial()).toBeNull();
    links.open(0);
    links.change(1);
    links.change(2);
    expect(history.entries()).toEqual(['/travel?ref=nav', '/travel?ref=nav&itemId=c3']);
    links.close();
    await flush();
    expect(history.index()).toBe(0);
    // the lightbox's own step back is not mistaken for the visitor's
    expect(show).not.toHaveBeenCalled();
  });

  it('closes on the visitor pressing Back and reopens on Forward', async () => {
    const history = memoryHistory('/travel');
    const links = createLightboxHistory({ history, collectionUrl: '/travel' }, slides);
    const show = vi.fn();
    links.follow(show);
    links.open(1);
    history.back();
    await flush();
    expect(show).toHaveBeenLastCalledWith(null);
    history.forward();
    await flush();
    expect(show).toHaveBeenLastCalledWith(1);
    // reopened by Forward, it closes by going back again
    links.close();
    await flush();
    expect(history.index()).toBe(0);
  });

  it('selects the slide the address names on load and closes to the address without it', () => {
    const history = memoryHistory('/travel?itemId=alps&ref=mail');
    const links = createLightboxHistory({ history, collectionUrl: '/travel' }, slides);
    expect(links.initial()).toBe(1);
    links.change(0);
    expect(history.entries()).toEqual(['/travel?itemId=lake&ref=mail']);
    links.close();
    expect(history.entries()).toEqual(['/travel?ref=mail']);
  });

  it('leaves the address alone inside the site editor or without history', async () => {
    for (const options of [{ inSiteEditor: true }, { historyEnabled: false }]) {
      const history = memoryHistory('/travel?itemId=alps');
      const links = createLightboxHistory({ history, collectionUrl: '/travel', ...options }, slides);
      const show = vi.fn();
      links.follow(show);
      expect(links.initial()).toBeNull();
      links.open(0);
      links.change(1);
      links.close();
      history.back();
      await flush();
      expect(history.entries()).toEqual(['/travel?itemId=alps']);
      expect(show).not.toHaveBeenCalled();
    }
  });
});

describe('the browser history adapter', () => {
  it('reads the query string and writes entries through pushState and replaceState, keeping their state', () => {
    const calls: string[] = [];
    const listeners = new Set<() => void>();
    const fakeWindow = {
      location: { search: '?itemId=lake' },
      history: {
        state: { idx: 3 },
        pushState: (state: unknown, _title: string, url: string) => calls.push(`push ${url} ${JSON.stringify(state)}`),
        replaceState: (state: unknown, _title: string, url: string) => calls.push(`replace ${url} ${JSON.stringify(state)}`),
        back: () => calls.push('back'),
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as Window;
    const history = browserHistory(fakeWindow);
    expect(history.search()).toBe('?itemId=lake');
    history.push('/travel?itemId=alps');
    history.replace('/travel');
    history.back();
    expect(calls).toEqual(['push /travel?itemId=alps {"idx":3}', 'replace /travel {"idx":3}', 'back']);
    const unsubscribe = history.onPop(() => undefined);
    expect(listeners.size).toBe(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});
