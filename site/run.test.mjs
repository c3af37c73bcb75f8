import { describe, expect, it } from 'vitest';
import { parseArgs } from './run.mjs';

describe('site/run.mjs options', () => {
  it('reads --port, --memory, --no-build and --allowed-host', () => {
    expect(parseArgs([])).toEqual({ memory: false, build: true, allowedHosts: [] });
    expect(parseArgs(['--port', '0', '--memory', '--no-build'])).toEqual({ port: 0, memory: true, build: false, allowedHosts: [] });
    expect(parseArgs(['--port=5000'])).toEqual({ port: 5000, memory: false, build: true, allowedHosts: [] });
    expect(parseArgs(['--allowed-host', 'dev.example.test', '--allowed-host=[fe80::1]']).allowedHosts).toEqual(['dev.example.test', '[fe80::1]']);
  });
  it('refuses a bad port, a bad host name or an unknown option with a clear message', () => {
    expect(() => parseArgs(['--port', 'abc'])).toThrow('--port needs a port number from 0 to 65535, not "abc"');
    expect(() => parseArgs(['--port'])).toThrow('not ""');
    expect(() => parseArgs(['--allowed-host', 'a b'])).toThrow('--allowed-host needs a host name (dev.example.test) or a bracketed IPv6 address, not "a b"');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown option "--fast". Options: --port <n>, --memory, --no-build, --allowed-host <name>');
  });
});
