/**
 * What every reader gives back: the value it read, or why it could not read one. One shape
 * for all of them, so a caller branches on `ok` and finds the value under `value` and the
 * reason under `error`, whatever was read. `E` is the reason's type: the message to log by
 * default, several messages, or a record when the caller needs more than words.
 */
export type Result<T, E = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A read that succeeded. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A read that failed, and why. */
export const fail = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
