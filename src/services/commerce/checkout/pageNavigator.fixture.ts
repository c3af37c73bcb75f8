import type { PageNavigator } from './checkoutRedirect';

/**
 * For tests: a PageNavigator that goes nowhere and writes down what it was asked to do,
 * one line each: `current <url>`, `top <url>` or `alert <message>`.
 */
export function recordingNavigator(insideAdminFrame = false): { navigator: PageNavigator; log: string[] } {
  const log: string[] = [];
  const navigator: PageNavigator = {
    current: { assign: (url) => log.push(`current ${url}`) },
    top: { assign: (url) => log.push(`top ${url}`) },
    isInsideAdminFrame: () => insideAdminFrame,
    alert: (message) => log.push(`alert ${message}`),
  };
  return { navigator, log };
}
