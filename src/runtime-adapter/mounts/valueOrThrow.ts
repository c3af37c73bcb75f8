import type { Result } from '../../platform/result/result';

/**
 * A chunk-side reader's result to its value, or a throw with the reader's message(s) (one a
 * line): the mounter logs it with the block and the rest of the page mounts.
 */
export function valueOrThrow<T>(result: Result<T, string | readonly string[]>): T {
  if (result.ok) return result.value;
  throw new Error(typeof result.error === 'string' ? result.error : result.error.join('\n'));
}
