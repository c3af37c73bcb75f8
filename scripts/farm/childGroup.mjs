/**
 * Runs a command in a process group of its own and stops the whole group (grandchildren
 * included: npx, Playwright, its workers) when this process is told to stop, so an
 * interrupted farm or benchmark leaves nothing running.
 */
import { spawn } from 'node:child_process';

export function runGroup(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, detached: true });
    /** @param {NodeJS.Signals} signal */
    const stop = (signal) => {
      try {
        // no pid: the command never started, so there is no group to stop
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    /** @type {[NodeJS.Signals, () => void][]} */
    const handlers = /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM']).map((signal) => [signal, () => stop(signal)]);
    for (const [signal, handler] of handlers) process.on(signal, handler);
    child.on('exit', (code) => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      resolve(code ?? 1);
    });
  });
}
