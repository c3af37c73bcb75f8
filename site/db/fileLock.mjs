/**
 * One process per database file: a lock file `<file>.lock` created exclusively, holding the
 * owner's process id. A second process (or a second open in the same one) is refused with a
 * message naming the owner; a lock whose process is gone (killed) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} lockFile @returns {number | null} */
function ownerOf(lockFile) {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} file the database file the lock guards
 * @returns {{ lockFile: string, release: () => void }}
 */
export function lockDatabaseFile(file) {
  const lockFile = `${file}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        lockFile,
        release: () => {
          if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockFile);
      // A lock with no id yet may be one another process is writing this instant.
      const justMade = owner === null && Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 2000;
      if ((owner !== null && isRunning(owner)) || justMade) {
        throw new Error(
          `${file} is in use by another dev site (process ${owner ?? 'starting'}${owner === process.pid ? ', this one' : ''}; lock file ${lockFile}). Stop that one first, or start this one with --memory.`,
        );
      }
      // The owner is gone (killed, or the lock half-written): take the lock over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}: ${lockFile} keeps coming back`);
}
