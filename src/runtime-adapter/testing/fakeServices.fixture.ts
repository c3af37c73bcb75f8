/**
 * Stand-ins for tests: page services whose effects are spies, and mount services over a
 * memory cookie jar, a fetch that answers `{}` and tracking that is switched off.
 */
import { vi } from 'vitest';
import { memoryStorage } from '../../platform/storage/memoryStorage';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import type { FetchLike } from '../../services/http/fetchLike';
import { createTracking } from '../../services/tracking/createTracking';
import type { MountServices } from '../mountTypes';
import type { PageServices } from '../page/pageServices';

export function fakeNavigator() {
  return {
    current: { assign: vi.fn<(url: string) => void>() },
    top: { assign: vi.fn<(url: string) => void>() },
    isInsideAdminFrame: vi.fn(() => false),
    alert: vi.fn<(message: string) => void>(),
  };
}

export function fakePageServices(over: Partial<PageServices> = {}): PageServices {
  const cookies = over.cookies ?? memoryCookieJar();
  return {
    cookies,
    sessionStorage: memoryStorage(),
    touchVisitorCookies: vi.fn(),
    recordConsent: vi.fn(),
    recordPageView: vi.fn(),
    recordButton: vi.fn(),
    reportError: vi.fn(),
    logout: vi.fn(async () => {}),
    openLogin: vi.fn(() => false),
    navigate: vi.fn(),
    isDialogOpen: () => false,
    adminBackend: null,
    commerce: { navigator: fakeNavigator(), cookies },
    ...over,
  };
}

export function fakeMountServices(): MountServices {
  const cookies = memoryCookieJar();
  const fetch: FetchLike = async () => ({ status: 200, statusText: 'OK', ok: true, text: async () => '{}' });
  const tracking = createTracking({
    fetch,
    cookies,
    now: () => 0,
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
    logger: { warn: () => {} },
    reportError: () => {},
    enabled: () => false,
    mayTrack: () => false,
    page: () => {
      throw new Error('Tracking is switched off in tests: no page facts are read');
    },
  });
  return {
    fetch,
    cookies,
    query: '',
    navigate: vi.fn(),
    dataCall: createDataCall({ fetch, cookies }),
    tracking,
    crumb: () => cookies.get('crumb'),
    storeCrumb: (crumb) => cookies.set('crumb', crumb, { path: '/' }),
    navigator: fakeNavigator(),
  };
}
