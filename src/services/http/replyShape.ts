import { answered, failedCall, type DataCallResult } from './dataCall.types';

/**
 * Typed clients check the shape of a successful reply before handing it on: a reply
 * that is JSON but not what the client reads becomes a `shape` failure (with the
 * reply kept), so nothing is silently read as empty and written back over the
 * server's data.
 */
export function expectShape<T>(
  result: DataCallResult<unknown>,
  request: { url: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE' },
  read: (data: unknown) => T | undefined,
  expected: string,
): DataCallResult<T> {
  if (!result.ok) return result;
  const value = read(result.value);
  if (value !== undefined) return answered(result.status, value);
  return failedCall({
    kind: 'shape',
    method: request.method,
    url: request.url,
    status: result.status,
    message: `Unexpected reply from ${request.url}: expected ${expected}`,
    flags: { loginRequired: false, authorizationFail: false, crumbFail: false, cleaned: false, network: false },
    ...(isRecord(result.value) ? { reply: result.value } : {}),
  });
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
