/**
 * Writing files so that a crash or a kill never leaves half of one: a temp file beside the
 * target, flushed, renamed over it, then the folder flushed so the rename itself survives a
 * power cut. Temp files are named `<file>.<pid>.tmp`; `removeStaleTempFiles` clears the ones
 * a killed process left (call it only while holding the file's lock).
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Flushes a folder's entries (renames, new and removed files) to disk. @param {string} dir */
export function syncFolder(dir) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes bytes to `file` atomically: a temp file beside it, flushed, renamed over it, folder flushed.
 * @param {string} file @param {Uint8Array | string} bytes
 */
export function writeFileAtomic(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncFolder(dirname(file));
}

/** Removes the temp files `writeFileAtomic` leaves when killed mid-write. @param {string} file @returns {string[]} the names removed */
export function removeStaleTempFiles(file) {
  const prefix = `${basename(file)}.`;
  const stale = readdirSync(dirname(file)).filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)));
  for (const name of stale) rmSync(join(dirname(file), name), { force: true });
  return stale;
}
