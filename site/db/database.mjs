/**
 * The dev site's embedded database: SQLite compiled to WebAssembly (sql.js), in memory,
 * written to a file after every accepted write (temp file, fsync, rename: a crash never
 * leaves half a database). `file: null` keeps it in memory only.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import { TABLES, isTable, schemaStatements } from './schema.mjs';

/**
 * @typedef {Record<string, string | number | null>} Row
 * @typedef {object} SiteDatabase
 * @property {(table: string, values: Record<string, unknown>) => number} insert stores a row and persists; returns its id
 * @property {(table: string, rows: Record<string, unknown>[]) => number[]} insertMany stores rows, persists once; returns their ids
 * @property {(table: string, limit?: number) => Row[]} list latest first
 * @property {(table: string, id: number) => Row | undefined} get
 * @property {() => Record<string, number>} counts rows per table
 * @property {() => void} reset empties every table
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
 * Writes bytes to `file` atomically: a temp file beside it, flushed, then renamed over it.
 * @param {string} file @param {Uint8Array} bytes
 */
export function writeFileAtomic(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/**
 * @param {{ file: string | null, now?: () => Date }} options
 * @returns {Promise<SiteDatabase>}
 */
export async function openDatabase({ file, now = () => new Date() }) {
  const SQL = await initSqlJs();
  const db = file && existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  try {
    for (const statement of schemaStatements()) db.run(statement);
  } catch (error) {
    db.close();
    throw new Error(`${file} is not a usable SQLite database (${/** @type {Error} */ (error).message}); move it away or start with --memory`);
  }
  const persist = () => {
    if (file) writeFileAtomic(file, db.export());
  };
  persist();

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

  /** @param {string} table @param {Record<string, unknown>} values */
  const insertRow = (table, values) => {
    const columns = TABLES[known(table)] ?? [];
    const unknown = Object.keys(values).filter((key) => !columns.includes(key));
    if (unknown.length > 0) throw new Error(`Table ${table} has no column ${unknown.join(', ')}`);
    const names = ['received_at', ...columns];
    const params = [now().toISOString(), ...columns.map((c) => toText(values[c]))];
    db.run(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, params);
    return Number(select('SELECT last_insert_rowid() AS id')[0]?.id);
  };

  return {
    insert(table, values) {
      const id = insertRow(table, values);
      persist();
      return id;
    },
    insertMany(table, rows) {
      if (rows.length === 0) return [];
      db.run('BEGIN');
      try {
        const ids = rows.map((values) => insertRow(table, values));
        db.run('COMMIT');
        persist();
        return ids;
      } catch (error) {
        db.run('ROLLBACK');
        throw error;
      }
    },
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
      persist();
    },
    close() {
      persist();
      db.close();
    },
  };
}
