/**
 * A chunk-side reader's result to its props, or a throw with the reader's message(s)
 * (one a line): the mounter logs it with the block and the rest of the page mounts.
 */
export type ReaderResult<P> = { ok: true; props: P } | { ok: false; message: string } | { ok: false; messages: readonly string[] };

export function propsOrThrow<P>(result: ReaderResult<P>): P {
  if (result.ok) return result.props;
  throw new Error('messages' in result ? result.messages.join('\n') : result.message);
}
