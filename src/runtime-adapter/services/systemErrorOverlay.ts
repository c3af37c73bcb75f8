/**
 * The system error overlay on the page: the data call's `onSystemError` asks for it, and
 * one overlay at a time is shown (a report while one is open is dropped: the visitor is
 * already told something went wrong). Reload Page reloads; Clear takes the overlay away.
 *
 * The error key: the spec shows the overlay with an error key but not how it is made.
 * Ours is 8 characters of Crockford base 32 (digits and capitals without I, L, O, U, so
 * it reads aloud without mix-ups) from random bytes, made when the overlay opens. It is
 * the visitor's reference for support, not a server id.
 */
import type { SystemErrorReport } from '../../services/http/dataCall.types';
import type { MountKind, MountPropsByKind } from '../mountTypes';

/** Mounts a page-level view; returns how to take it away, or null when it could not be mounted. */
export type MountOnPage = <K extends MountKind>(kind: K, props: MountPropsByKind[K], label: string) => (() => void) | null;

export const ERROR_KEY_LENGTH = 8;
const ERROR_KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An error key from random bytes: one character per byte (its low 5 bits); needs ERROR_KEY_LENGTH bytes. */
export function errorKeyFrom(bytes: ArrayLike<number>): string {
  if (bytes.length < ERROR_KEY_LENGTH) throw new RangeError(`An error key needs ${ERROR_KEY_LENGTH} random bytes, got ${bytes.length}`);
  let key = '';
  for (let i = 0; i < ERROR_KEY_LENGTH; i += 1) key += ERROR_KEY_ALPHABET[(bytes[i] ?? 0) & 31];
  return key;
}

export interface SystemErrorOverlayDeps {
  mountOnPage: MountOnPage;
  /** Reload Page. */
  reload: () => void;
  /** ERROR_KEY_LENGTH random bytes. */
  randomBytes: () => ArrayLike<number>;
}

export interface SystemErrorOverlay {
  /** Shows the overlay for a report unless one is already open; true when it opened. */
  show(report: SystemErrorReport): boolean;
  isOpen(): boolean;
  /** Takes the open overlay away (Clear, or the page going). */
  close(): void;
}

export function createSystemErrorOverlay({ mountOnPage, reload, randomBytes }: SystemErrorOverlayDeps): SystemErrorOverlay {
  let remove: (() => void) | null = null;
  const close = () => {
    const current = remove;
    remove = null;
    current?.();
  };
  return {
    show(report) {
      if (remove) return false;
      remove = mountOnPage(
        'systemError',
        { cause: report.cause, errorKey: errorKeyFrom(randomBytes()), onReload: reload, onClear: close },
        'system error overlay',
      );
      return remove !== null;
    },
    isOpen: () => remove !== null,
    close,
  };
}
