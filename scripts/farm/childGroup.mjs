/**
 * Runs a command in a process group of its own and stops the whole group (grandchildren
 * included: npx, Playwright, its workers) when this process is told to stop, so an
 * interrupted farm or benchmark leaves nothing running.
 */
import { spawn } from 'node:child_process';

export function runGroup(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, detached: true });
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    const handlers = ['SIGINT', 'SIGTERM'].map((signal) => [signal, () => stop(signal)]);
    for (const [signal, handler] of handlers) process.on(signal, handler);
    child.on('exit', (code) => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      resolve(code ?? 1);
    });
  });
}
