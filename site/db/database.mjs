/**
 * The dev site's embedded database: SQLite compiled to WebAssembly (sql.js), queried in
 * memory. With a file it is kept on disk as a snapshot (`file`, a plain SQLite file) and a
 * change journal beside it (`<file>.changes`, `changeJournal.mjs`): each accepted write
 * appends one line, flushed before `durable()` resolves, so a write costs the same at 1 MB
 * or 60 MB stored. At open the journal is replayed over the snapshot and both are compacted
 * into a new snapshot (temp file, fsync, rename, folder fsync); `reset()` does the same
 * with every table emptied, so the files shrink. A lock file (`fileLock.mjs`) keeps a second
 * process off the same file. `file: null` keeps it in memory only.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import { openJournal, readJournal } from './changeJournal.mjs';
import { removeStaleTempFiles, writeFileAtomic } from './durableFiles.mjs';
import { lockDatabaseFile } from './fileLock.mjs';
import { TABLES, isTable, schemaStatements } from './schema.mjs';

/**
 * @typedef {Record<string, string | number | null>} Row
 * @typedef {object} SiteDatabase
 * @property {(table: string, values: Record<string, unknown>) => number} insert stores a row (on disk once `durable()` resolves); returns its id
 * @property {(table: string, rows: Record<string, unknown>[]) => number[]} insertMany stores rows as one write; returns their ids
 * @property {() => Promise<void>} durable resolves once every write so far is on disk
 * @property {(table: string, limit?: number) => Row[]} list latest first
 * @property {(table: string, id: number) => Row | undefined} get
 * @property {() => Record<string, number>} counts rows per table
 * @property {() => void} reset empties every table and shrinks the files
 * @property {() => void} close
 */

/** @param {unknown} value @returns {string | null} */
function toText(value) {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * @param {{ file: string | null, now?: () => Date }} options
 * @returns {Promise<SiteDatabase>}
 */
export async function openDatabase({ file, now = () => new Date() }) {
  const SQL = await initSqlJs();
  if (file) mkdirSync(dirname(file), { recursive: true });
  const lock = file ? lockDatabaseFile(file) : null;
  const journalFile = file ? `${file}.changes` : null;
  /** @type {import('sql.js').Database} */
  let db;
  try {
    if (file) removeStaleTempFiles(file);
    db = file && existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  } catch (error) {
    lock?.release();
    throw error;
  }
  try {
    for (const statement of schemaStatements()) db.run(statement);
  } catch (error) {
    db.close();
    lock?.release();
    throw new Error(`${file} is not a usable SQLite database (${/** @type {Error} */ (error).message}); move it away or start with --memory`);
  }

  /** @param {string} table */
  const known = (table) => {
    if (!isTable(table)) throw new Error(`Unknown table "${table}". Tables: ${Object.keys(TABLES).join(', ')}`);
    return table;
  };

  /** @param {string} sql @param {import('sql.js').SqlValue[]} [params] */
  const select = (sql, params = []) => {
    const statement = db.prepare(sql);
    try {
      statement.bind(params);
      /** @type {Row[]} */
      const rows = [];
      while (statement.step()) rows.push(/** @type {Row} */ (statement.getAsObject()));
      return rows;
    } finally {
      statement.free();
    }
  };

  /** Stores a row as given (id included), as inserted or as replayed. @param {string} table @param {Row} row */
  const putRow = (table, row) => {
    const names = Object.keys(row);
    const allowed = ['id', 'received_at', ...(TABLES[table] ?? [])];
    const unknown = names.filter((name) => !allowed.includes(name));
    if (unknown.length > 0) throw new Error(`Table ${table} has no column ${unknown.join(', ')}`);
    db.run(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      names.map((n) => row[n] ?? null),
    );
  };

  /** @param {string} table @param {Record<string, unknown>} values @returns {Row} */
  const insertRow = (table, values) => {
    const columns = TABLES[known(table)] ?? [];
    const unknown = Object.keys(values).filter((key) => !columns.includes(key));
    if (unknown.length > 0) throw new Error(`Table ${table} has no column ${unknown.join(', ')}`);
    /** @type {Row} */
    const row = { received_at: now().toISOString() };
    for (const column of columns) row[column] = toText(values[column]);
    putRow(table, row);
    return { id: Number(select('SELECT last_insert_rowid() AS id')[0]?.id), ...row };
  };

  // The snapshot holds every journal entry up to its user_version; replay the ones after it.
  let seq = Number(select('PRAGMA user_version')[0]?.user_version ?? 0);
  const entries = journalFile ? readJournal(journalFile) : [];
  const replay = entries.filter((entry) => entry.seq > seq);
  if (replay.length > 0) {
    db.run('BEGIN');
    for (const entry of replay) for (const row of entry.rows) putRow(known(entry.table), row);
    db.run('COMMIT');
    seq = replay.at(-1)?.seq ?? seq;
  }

  /** @type {ReturnType<typeof openJournal> | null} */
  let journal = null;
  /** Writes everything into a new snapshot and empties the journal. */
  const compact = () => {
    if (!file || !journalFile) return;
    db.run(`PRAGMA user_version = ${seq}`);
    writeFileAtomic(file, db.export());
    if (journal) journal.truncate();
    else writeFileAtomic(journalFile, '');
  };
  try {
    if (file && journalFile && (!existsSync(file) || (statSync(journalFile, { throwIfNoEntry: false })?.size ?? 0) > 0)) compact();
    if (journalFile) journal = openJournal(journalFile);
  } catch (error) {
    db.close();
    lock?.release();
    throw error;
  }

  /** @param {string} table @param {Row[]} rows */
  const record = (table, rows) => {
    seq += 1;
    journal?.append({ seq, table, rows });
  };

  let closed = false;
  return {
    insert(table, values) {
      const row = insertRow(table, values);
      record(table, [row]);
      return Number(row.id);
    },
    insertMany(table, rows) {
      if (rows.length === 0) return [];
      db.run('BEGIN');
      try {
        const stored = rows.map((values) => insertRow(table, values));
        db.run('COMMIT');
        record(table, stored);
        return stored.map((row) => Number(row.id));
      } catch (error) {
        db.run('ROLLBACK');
        throw error;
      }
    },
    durable: () => journal?.durable() ?? Promise.resolve(),
    list(table, limit = 500) {
      return select(`SELECT * FROM ${known(table)} ORDER BY id DESC LIMIT ?`, [limit]);
    },
    get(table, id) {
      return select(`SELECT * FROM ${known(table)} WHERE id = ?`, [id])[0];
    },
    counts() {
      return Object.fromEntries(Object.keys(TABLES).map((t) => [t, Number(select(`SELECT COUNT(*) AS n FROM ${t}`)[0]?.n ?? 0)]));
    },
    reset() {
      for (const table of Object.keys(TABLES)) db.run(`DELETE FROM ${table}`);
      db.run('VACUUM');
      compact();
    },
    close() {
      if (closed) return;
      closed = true;
      journal?.close();
      db.close();
      lock?.release();
    },
  };
}
