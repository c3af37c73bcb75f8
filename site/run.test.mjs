import { describe, expect, it } from 'vitest';
import { parseArgs } from './run.mjs';

describe('site/run.mjs options', () => {
  it('reads --port, --memory and --no-build', () => {
    expect(parseArgs([])).toEqual({ memory: false, build: true });
    expect(parseArgs(['--port', '0', '--memory', '--no-build'])).toEqual({ port: 0, memory: true, build: false });
    expect(parseArgs(['--port=5000'])).toEqual({ port: 5000, memory: false, build: true });
  });
  it('refuses a bad port or an unknown option with a clear message', () => {
    expect(() => parseArgs(['--port', 'abc'])).toThrow('--port needs a port number from 0 to 65535, not "abc"');
    expect(() => parseArgs(['--port'])).toThrow('not ""');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown option "--fast". Options: --port <n>, --memory, --no-build');
  });
});
