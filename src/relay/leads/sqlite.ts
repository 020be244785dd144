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
  // Another process (the operator's `npm run leads`, a second server starting) may hold the write lock for a moment;
  // set first, so even switching to the write-ahead log waits for it.
  db.exec('PRAGMA busy_timeout = 5000');
  if (file !== ':memory:') {
    // Write-ahead log, fsync'd at every commit: a lead the visitor was told about survives a crash or power cut.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
  }
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
  for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
    // Checked under the write lock: two processes opening one store at once would otherwise both apply it.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (!db.prepare('SELECT 1 FROM d1_migrations WHERE name = ?').get(name)) {
        db.exec(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
