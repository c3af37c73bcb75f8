import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-site-db-'));
  dirs.push(dir);
  return dir;
};

describe('openDatabase', () => {
  it('stores rows with their time, lists them latest first and keeps structured values as JSON', async () => {
    const db = await openDatabase({ file: null, now: () => new Date('2026-01-15T10:00:00.000Z') });
    db.insert('traces', { page_url: '/', type: 'a', data_json: { x: 1 } });
    db.insertMany('traces', [{ type: 'b' }, { type: 'c' }]);
    expect(db.list('traces').map((r) => r.type)).toEqual(['c', 'b', 'a']);
    expect(db.get('traces', 1)).toMatchObject({ received_at: '2026-01-15T10:00:00.000Z', data_json: '{"x":1}', page_url: '/' });
    expect(db.counts().traces).toBe(3);
    db.reset();
    expect(db.counts().traces).toBe(0);
    db.close();
  });

  it('refuses unknown tables and columns with a clear error, storing nothing of a bad batch', async () => {
    const db = await openDatabase({ file: null });
    expect(() => db.insert('nope', {})).toThrow(/^Unknown table "nope". Tables: form_submissions/);
    expect(() => db.insertMany('traces', [{ type: 'ok' }, { colour: 'red' }])).toThrow('Table traces has no column colour');
    expect(db.list('traces')).toEqual([]);
    db.close();
  });

  it('writes the file after each write, leaving no temp file behind, and reads it back', async () => {
    const file = join(tempDir(), 'nested', 'dev.sqlite');
    const db = await openDatabase({ file });
    db.insert('sessions', { action: 'login', email: 'a@b.co' });
    expect(readdirSync(join(file, '..'))).toEqual(['dev.sqlite']);
    const again = await openDatabase({ file });
    expect(again.list('sessions')).toMatchObject([{ action: 'login', email: 'a@b.co' }]);
    again.close();
    db.close();
  });

  it('names a file that is not a database and how to get past it', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    writeFileSync(file, 'this is not sqlite, just text long enough to have a header of sorts'.repeat(20));
    await expect(openDatabase({ file })).rejects.toThrow(`${file} is not a usable SQLite database`);
    expect(existsSync(file)).toBe(true);
  });
});
