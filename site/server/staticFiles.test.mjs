import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStatic } from './staticFiles.mjs';

const root = mkdtempSync(join(tmpdir(), 'dev-site-static-'));
mkdirSync(join(root, 'public'));
writeFileSync(join(root, 'public', 'a.jpg'), 'jpg');
writeFileSync(join(root, 'secret.txt'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readStatic', () => {
  it('reads a file below the root with its content type', async () => {
    expect(await readStatic(join(root, 'public'), 'a.jpg')).toEqual({ bytes: Buffer.from('jpg'), type: 'image/jpeg' });
  });
  it('never leaves the root, encoded or not', async () => {
    expect(await readStatic(join(root, 'public'), '../secret.txt')).toBeNull();
    expect(await readStatic(join(root, 'public'), '%2e%2e/secret.txt')).toBeNull();
    expect(await readStatic(join(root, 'public'), '%2e%2e%2fsecret.txt')).toBeNull();
    expect(await readStatic(join(root, 'public'), '%E0%A4%A')).toBeNull();
    expect(await readStatic(join(root, 'public'), '')).toBeNull();
  });
});
