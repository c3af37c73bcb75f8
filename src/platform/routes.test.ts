import { describe, expect, it } from 'vitest';
import { isCollectionPanelPath, isConfigAreaPath, isMobileAppQuery } from './routes';

describe('routes', () => {
  it('collection panel paths take a 24-character lowercase alphanumeric id', () => {
    expect(isCollectionPanelPath('/pages/65a6325ae511c65266144a2e')).toBe(true);
    expect(isCollectionPanelPath('/pages/65A6325AE511C65266144A2E')).toBe(false);
    expect(isCollectionPanelPath('/pages/65a6325ae511c65266144a2')).toBe(false);
    expect(isCollectionPanelPath('/pages/65a6325ae511c65266144a2e/x')).toBe(false);
  });

  it('config area is any path containing /config', () => {
    expect(isConfigAreaPath('/config')).toBe(true);
    expect(isConfigAreaPath('/config/design')).toBe(true);
    expect(isConfigAreaPath('/about')).toBe(false);
  });

  it('platform=mobile-app marks the mobile app', () => {
    expect(isMobileAppQuery(new URLSearchParams('platform=mobile-app'))).toBe(true);
    expect(isMobileAppQuery(new URLSearchParams('platform=web'))).toBe(false);
  });
});
