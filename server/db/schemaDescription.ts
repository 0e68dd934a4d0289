import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from 'kysely';
import { migrateToLatest } from './migrate';

export interface ColumnDescription {
  name: string;
  type: string;
  required: boolean;
  primaryKey: boolean;
  /** The table and delete rule of a foreign key on this column. */
  references: { table: string; onDelete: string } | null;
  /** The values a CHECK allows (enums), as written in the table's SQL. */
  oneOf: string | null;
  /** Worked out by SQLite from other columns (GENERATED ALWAYS AS), never written. */
  generated: boolean;
}

export interface TableDescription {
  name: string;
  columns: ColumnDescription[];
  /** Each index: its columns, and whether it is unique. */
  indexes: { columns: string[]; unique: boolean }[];
}

/**
 * The tables `migrations` build, read from a scratch database (docs/schema.md is written from
 * this): the record tables and their list tables, without the search index's internals.
 */
export async function describeMigratedSchema(migrations: Record<string, Migration>): Promise<TableDescription[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-'));
  const db = new Database(path.join(dir, 'db.sqlite'));
  try {
    await migrateToLatest(db, migrations);
    const tables = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`,
      )
      .all() as { name: string; sql: string }[];
    return tables
      .filter((t) => !/_search_(pending|data|idx|content|docsize|config)$/.test(t.name))
      .map(({ name, sql }) => {
        const keys = db
          .prepare(`SELECT "from" AS col, "table" AS parent, on_delete AS onDelete FROM pragma_foreign_key_list(?)`)
          .all(name) as { col: string; parent: string; onDelete: string }[];
        const columns = (
          db
            .prepare(`SELECT name, type, "notnull" AS required, pk, hidden FROM pragma_table_xinfo(?) WHERE hidden IN (0, 2, 3)`)
            .all(name) as {
            name: string;
            type: string;
            required: number;
            pk: number;
            hidden: number;
          }[]
        ).map((c) => {
          const key = keys.find((k) => k.col === c.name);
          const type = c.type.toLowerCase();
          return {
            name: c.name,
            type,
            // pk is the column's place in the primary key (1, 2, ... for a key of several columns).
            required: c.required === 1 || c.pk > 0,
            primaryKey: c.pk > 0,
            references: key ? { table: key.parent, onDelete: key.onDelete.toLowerCase() } : null,
            oneOf: type === 'boolean' ? null : (new RegExp(`"${c.name}" IN \\(([^)]*)\\)`).exec(sql)?.[1] ?? null),
            generated: c.hidden !== 0,
          };
        });
        const indexes = (
          db.prepare(`SELECT name, "unique" AS uniq FROM pragma_index_list(?) WHERE origin = 'c'`).all(name) as {
            name: string;
            uniq: number;
          }[]
        ).map((i) => ({
          columns: (db.prepare(`SELECT name FROM pragma_index_info(?)`).all(i.name) as { name: string }[]).map((c) => c.name),
          unique: i.uniq === 1,
        }));
        return { name, columns, indexes };
      });
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
