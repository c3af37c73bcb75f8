/**
 * The database's change journal: one JSON line per accepted write, appended beside the
 * snapshot and flushed to disk (fdatasync) before the write is acknowledged. Writes that
 * arrive together are flushed together (group commit): `append` queues a line, `durable()`
 * resolves once every line queued so far is on disk. The cost of a write is its own line
 * and one flush, whatever the size of the data already stored.
 *
 * A kill can leave a torn last line (never acknowledged): `readJournal` stops there.
 */
import { closeSync, existsSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';

/**
 * @typedef {{ seq: number, table: string, rows: Record<string, string | number | null>[] }} JournalEntry
 */

/** The entries a journal file holds, in order, up to the first line that does not parse. @param {string} path @returns {JournalEntry[]} */
export function readJournal(path) {
  if (!existsSync(path)) return [];
  /** @type {JournalEntry[]} */
  const entries = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '') continue;
    try {
      const entry = JSON.parse(line);
      if (!Number.isInteger(entry?.seq) || typeof entry.table !== 'string' || !Array.isArray(entry.rows)) break;
      entries.push(entry);
    } catch {
      break;
    }
  }
  return entries;
}

/**
 * Opens the journal for appending.
 * @param {string} path
 */
export function openJournal(path) {
  const fd = openSync(path, 'a');
  /** @type {string[]} */
  let pending = [];
  /** @type {{ resolve: () => void, reject: (error: unknown) => void }[]} */
  let waiters = [];
  let scheduled = false;
  let closed = false;

  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const batch = pending.join('');
    const done = waiters;
    pending = [];
    waiters = [];
    try {
      writeSync(fd, batch);
      fdatasyncSync(fd);
    } catch (error) {
      for (const waiter of done) waiter.reject(error);
      return;
    }
    for (const waiter of done) waiter.resolve();
  };

  return {
    /** Queues one entry; it is on disk once `durable()` resolves. @param {JournalEntry} entry */
    append(entry) {
      if (closed) throw new Error(`The journal ${path} is closed`);
      pending.push(`${JSON.stringify(entry)}\n`);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Resolves when every entry appended so far is on disk. @returns {Promise<void>} */
    durable() {
      if (pending.length === 0) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    /** Writes what is queued now, synchronously. */
    flushSync: flush,
    /** Empties the journal (once a snapshot holds all it held). */
    truncate() {
      flush();
      ftruncateSync(fd, 0);
      fdatasyncSync(fd);
    },
    close() {
      if (closed) return;
      flush();
      closed = true;
      closeSync(fd);
    },
  };
}
