/**
 * The lead store's database under Node (`npm start`): an embedded SQLite file, by default `.data/leads.sqlite`.
 * libsql is SQLite with a better-sqlite3-style API whose binary comes inside an npm package, so a fresh install
 * compiles nothing (better-sqlite3 must build from source here, and npm 11 skips install scripts by default).
 * The same migration files as D1 create the table (migrations/), recorded in D1's own `d1_migrations` table.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import type { SqlDatabase } from './sql';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface SqliteDatabase extends SqlDatabase {
  close(): void;
}

/** Opens (creating when needed) the SQLite file at `file` (':memory:' for tests) with every migration applied. */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  if (file !== ':memory:') {
    // Write-ahead log, fsync'd at every commit: a lead the visitor was told about survives a crash or power cut.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
  }
  // Another process (the operator's `npm run leads`) may hold the write lock for a moment.
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return {
    async run(sql, params = []) {
      return { changes: Number(db.prepare(sql).run(...params).changes) };
    },
    async all<Row>(sql: string, params: (string | number | null)[] = []) {
      return db.prepare(sql).all(...params) as Row[];
    },
    close: () => db.close(),
  };
}

function migrate(db: InstanceType<typeof Database>) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
       applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  const applied = new Set((db.prepare('SELECT name FROM d1_migrations').all() as { name: string }[]).map((r) => r.name));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
    if (applied.has(name)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    db.exec('BEGIN');
    try {
      db.exec(sql);
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
