import { describe, expect, it } from 'vitest';
import { listenForErrors } from './listenForErrors';

function errorEvent(fields: Record<string, unknown>): Event {
  return Object.assign(new Event('error'), fields);
}

describe('listenForErrors', () => {
  it('reports script errors and unhandled rejections until stopped', () => {
    const target = new EventTarget();
    const reported: unknown[] = [];
    const stop = listenForErrors(target, { reportError: (e) => (reported.push(e), true) });
    const error = new SyntaxError('Unexpected token');
    target.dispatchEvent(errorEvent({ message: 'Uncaught SyntaxError: Unexpected token', filename: 'a.js', lineno: 4, colno: 1, error }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'timeout' }));
    target.dispatchEvent(new Event('error')); // an image that failed to load
    stop();
    target.dispatchEvent(errorEvent({ message: 'after stop' }));
    expect(reported).toEqual([
      { message: 'Uncaught SyntaxError: Unexpected token', stack: error.stack, name: 'SyntaxError', filename: 'a.js', lineno: 4, colno: 1 },
      { message: 'Unhandled rejection: timeout' },
    ]);
  });
});
