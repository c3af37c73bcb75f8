import { describe, expect, it, vi } from 'vitest';
import { createNativeBridge, isMobileApp, type BridgeMessage } from './nativeBridge';

function setup(query = '?platform=mobile-app') {
  const posted: BridgeMessage[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const bridge = createNativeBridge({ query, getPost: () => (m) => posted.push(m), logger });
  return { bridge, posted, logger };
}

describe('native bridge', () => {
  it('knows the app by the platform=mobile-app query', () => {
    expect(isMobileApp('?platform=mobile-app&x=1')).toBe(true);
    expect(isMobileApp('platform=web')).toBe(false);
    expect(isMobileApp(new URLSearchParams())).toBe(false);
  });

  it('posts info, sendEvent and dismiss and settles each by its promiseId', async () => {
    const { bridge, posted } = setup();
    const info = bridge.info();
    const event = bridge.sendEvent('cart-updated', { count: 2 });
    const dismiss = bridge.dismiss();
    expect(posted).toEqual([
      { promiseId: 'native-1', type: 'info' },
      { promiseId: 'native-2', type: 'sendEvent', name: 'cart-updated', body: { count: 2 } },
      { promiseId: 'native-3', type: 'dismiss' },
    ]);
    bridge.receive({ promiseId: 'native-2', result: 'ok' });
    bridge.receive(JSON.stringify({ promiseId: 'native-1', result: { appVersion: '5.1' } }));
    bridge.receive({ promiseId: 'native-3', error: 'cannot dismiss' });
    await expect(event).resolves.toBe('ok');
    await expect(info).resolves.toEqual({ appVersion: '5.1' });
    await expect(dismiss).rejects.toThrow('cannot dismiss');
    expect(bridge.pending()).toBe(0);
  });

  it("rejects 'mobile platform not correctly identified' outside the app", async () => {
    const { bridge, posted } = setup('?platform=web');
    await expect(bridge.info()).rejects.toThrow('mobile platform not correctly identified');
    await expect(bridge.sendEvent('x')).rejects.toThrow('mobile platform not correctly identified');
    expect(posted).toEqual([]);
  });

  it('logs when the app handler is missing, and answers nobody waits for', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const bridge = createNativeBridge({ query: 'platform=mobile-app', getPost: () => undefined, logger });
    await expect(bridge.dismiss()).rejects.toThrow('Native bridge handler is missing');
    expect(logger.error).toHaveBeenCalledWith('Native bridge handler is missing');
    bridge.receive({ promiseId: 'nobody' });
    bridge.receive('not json');
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('rejects when posting throws and forgets the message', async () => {
    const bridge = createNativeBridge({
      query: 'platform=mobile-app',
      getPost: () => () => {
        throw new Error('bridge closed');
      },
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    await expect(bridge.info()).rejects.toThrow('bridge closed');
    expect(bridge.pending()).toBe(0);
  });
});
