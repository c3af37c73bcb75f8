import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

describe('openDatabase', { timeout: 30_000 }, () => {
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

  it('keeps a write on disk by the time durable() resolves, without rewriting the snapshot, and reads it back', async () => {
    const file = join(tempDir(), 'nested', 'dev.sqlite');
    const db = await openDatabase({ file });
    const snapshot = readFileSync(file);
    db.insert('sessions', { action: 'login', email: 'a@b.co' });
    await db.durable();
    expect(readFileSync(file)).toEqual(snapshot);
    const lines = readFileSync(`${file}.changes`, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ seq: 1, table: 'sessions', rows: [{ id: 1, action: 'login', email: 'a@b.co' }] });
    db.close();
    expect(readdirSync(join(file, '..')).sort()).toEqual(['dev.sqlite', 'dev.sqlite.changes']);
    const again = await openDatabase({ file });
    expect(again.list('sessions')).toMatchObject([{ id: 1, action: 'login', email: 'a@b.co' }]);
    expect(readFileSync(`${file}.changes`, 'utf8')).toBe('');
    again.insert('sessions', { action: 'logout' });
    expect(again.list('sessions').map((r) => r.id)).toEqual([2, 1]);
    again.close();
  });

  it('flushes writes that arrive together once, in order', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    const db = await openDatabase({ file });
    db.insert('traces', { type: 'a' });
    db.insertMany('traces', [{ type: 'b' }, { type: 'c' }]);
    await Promise.all([db.durable(), db.durable()]);
    const entries = readFileSync(`${file}.changes`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries.map((e) => [e.seq, e.rows.map((/** @type {{ type: string }} */ r) => r.type)])).toEqual([
      [1, ['a']],
      [2, ['b', 'c']],
    ]);
    db.close();
  });

  it('ignores a torn last journal line (a write never acknowledged) and replays the rest once', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    const db = await openDatabase({ file });
    db.insert('traces', { type: 'kept' });
    await db.durable();
    db.close();
    appendFileSync(`${file}.changes`, '{"seq":2,"table":"traces","rows":[{"id":2,"recei');
    const again = await openDatabase({ file });
    expect(again.list('traces').map((r) => r.type)).toEqual(['kept']);
    again.close();
    const third = await openDatabase({ file });
    expect(third.list('traces').map((r) => r.type)).toEqual(['kept']);
    third.close();
  });

  it('shrinks the files on reset', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    const db = await openDatabase({ file });
    db.insertMany(
      'events',
      Array.from({ length: 4 }, () => ({ event: 'big', data_json: 'x'.repeat(500_000) })),
    );
    await db.durable();
    expect(statSync(`${file}.changes`).size).toBeGreaterThan(2_000_000);
    db.reset();
    expect(statSync(`${file}.changes`).size).toBe(0);
    expect(statSync(file).size).toBeLessThan(100_000);
    db.insert('events', { event: 'after' });
    db.close();
    const again = await openDatabase({ file });
    expect(again.list('events').map((r) => r.event)).toEqual(['after']);
    expect(statSync(file).size).toBeLessThan(100_000);
    again.close();
  });

  it('refuses a second open of the same file with a message naming the owner, and takes over a dead owner’s lock', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    const db = await openDatabase({ file });
    await expect(openDatabase({ file })).rejects.toThrow(`${file} is in use by another dev site (process ${process.pid}, this one; lock file ${file}.lock)`);
    db.close();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${file}.lock`, `${gone}\n`);
    const again = await openDatabase({ file });
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    again.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('removes the temp files a killed process left beside the database', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    writeFileSync(`${file}.4242.tmp`, 'half a snapshot');
    writeFileSync(`${file}.notes.txt`, 'someone else’s');
    const db = await openDatabase({ file });
    db.close();
    expect(readdirSync(join(file, '..')).sort()).toEqual(['dev.sqlite', 'dev.sqlite.changes', 'dev.sqlite.notes.txt']);
  });

  it('loses no acknowledged write when its process is killed mid-load', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    const databaseModule = new URL('./database.mjs', import.meta.url).href;
    const writer = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { openDatabase } = await import(${JSON.stringify(databaseModule)});
       const db = await openDatabase({ file: ${JSON.stringify(file)} });
       for (let i = 0; ; i += 1) {
         const id = db.insert('traces', { type: 'w' + i, data_json: { pad: 'x'.repeat(i % 7 * 1000) } });
         if (i % 3 === 0) {
           process.stdout.write('reset ' + id + '\\n');
           db.reset();
         }
         await db.durable();
         process.stdout.write(id + '\\n');
       }`,
    ]);
    /** @type {number[]} */
    const acknowledged = [];
    /** the row each reset the writer began was after (it erases that row and every one before) */
    const resets = [0];
    let text = '';
    writer.stdout.on('data', (chunk) => {
      text += chunk;
      const lines = text.split('\n');
      text = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('reset ')) resets.push(Number(line.slice('reset '.length)));
        else acknowledged.push(Number(line));
      }
    });
    await new Promise((resolve) => {
      const poll = setInterval(() => {
        if (acknowledged.length >= 40) {
          clearInterval(poll);
          writer.kill('SIGKILL');
          writer.on('exit', resolve);
        }
      }, 5);
    });
    const db = await openDatabase({ file });
    const stored = new Set(db.list('traces', 100_000).map((r) => Number(r.id)));
    // Every third write is followed by a reset, which erases that write and all before it. What was acknowledged after
    // the last acknowledged reset must be there, unless a reset the writer began later (the kill may land after it
    // took effect and before its acknowledgement) erased it: then that reset took effect whole, no row at or below it.
    const lastAcknowledgedReset = Math.max(0, ...resets.filter((id) => acknowledged.includes(id)));
    const tail = acknowledged.filter((id) => id > lastAcknowledgedReset);
    const interrupted = resets.filter((id) => id > lastAcknowledgedReset);
    const laterResetTookEffect = interrupted.length > 0 && [...stored].every((id) => id > Math.max(...interrupted));
    expect(laterResetTookEffect ? [] : tail.filter((id) => !stored.has(id))).toEqual([]);
    expect(readdirSync(join(file, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    db.close();
  }, 20_000);

  it('names a file that is not a database and how to get past it', async () => {
    const file = join(tempDir(), 'dev.sqlite');
    writeFileSync(file, 'this is not sqlite, just text long enough to have a header of sorts'.repeat(20));
    await expect(openDatabase({ file })).rejects.toThrow(`${file} is not a usable SQLite database`);
    expect(existsSync(file)).toBe(true);
  });
});
