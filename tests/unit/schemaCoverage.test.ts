import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { readTableShapes, tableName, type ColumnType, type TableShape } from '../../server/db/tableShape';
import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';
import { ENTITIES } from '../../src/domain/entities';
import { LIST_FIELDS } from '../../src/domain/listFields';

/**
 * The migrations and the zod record schemas describe the same records: every field has a column
 * of its type, as nullable as the field, and no column is left over; an enum's CHECK lists
 * exactly its values. A field added, removed or changed in src/domain/entities without a
 * migration (server/db/migrations) fails here, not at the first write of a record that has it.
 */

interface Expected {
  type: ColumnType;
  nullable: boolean;
  /** An enum's values, which its column's CHECK constraint lists. */
  values?: readonly string[];
}

type Def = { type: string; format?: string | null; innerType?: z.ZodType; in?: z.ZodType; entries?: Record<string, string> };

/** The column a field of a record schema needs. */
function expectedColumn(schema: z.ZodType): Expected {
  let t = schema;
  let nullable = false;
  for (;;) {
    const def = t.def as unknown as Def;
    if (def.type === 'nullable' && def.innerType) {
      nullable = true;
      t = def.innerType;
    } else if ((def.type === 'optional' || def.type === 'default' || def.type === 'readonly') && def.innerType) t = def.innerType;
    else if (def.type === 'pipe' && def.in) t = def.in;
    else break;
  }
  const def = t.def as unknown as Def;
  switch (def.type) {
    case 'number':
      return { type: (t as z.ZodNumber).isInt ? 'integer' : 'real', nullable };
    case 'boolean':
      return { type: 'boolean', nullable };
    case 'string':
      if (def.format === 'datetime') return { type: 'timestamp', nullable };
      if (def.format === 'date') return { type: 'date', nullable };
      return { type: 'text', nullable };
    case 'enum':
      return { type: 'text', nullable, values: Object.values(def.entries ?? {}) };
    case 'object':
    case 'array':
    case 'record':
      return { type: 'json', nullable };
    default:
      throw new Error(`No column type for a zod ${def.type}: teach this test (and the migrations) about it`);
  }
}

/** The values of the `"column" IN ('a', 'b')` CHECK of a CREATE TABLE, or null when it has none. */
function checkedValues(createSql: string, column: string): string[] | null {
  const m = new RegExp(`"${column}" IN \\(('(?:[^']|'')*'(?:\\s*,\\s*'(?:[^']|'')*')*)\\)`).exec(createSql);
  if (!m) return null;
  return [...m[1].matchAll(/'((?:[^']|'')*)'/g)].map((v) => v[1].replace(/''/g, "'"));
}

/** A collection's record fields with their schemas (base fields included). */
function fieldsOf(collection: CollectionName): [string, z.ZodType][] {
  return Object.entries(ENTITIES[collection].record.shape).map(([name, schema]) => [name, schema as z.ZodType]);
}

let dir: string;
let db: Database.Database;
let shapes: Map<string, TableShape>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-coverage-'));
  db = new Database(path.join(dir, 'db.sqlite'));
  await migrateToLatest(db, MIGRATIONS);
  shapes = readTableShapes(db, COLLECTIONS);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the migrated tables and the record schemas', () => {
  it.each(COLLECTIONS)('%s: a column of the right type and nullability per field, and no other', (collection) => {
    const shape = shapes.get(collection)!;
    const expected = Object.fromEntries(
      fieldsOf(collection).map(([name, schema]) => {
        const { type, nullable } = expectedColumn(schema);
        return [name, { type, nullable }];
      }),
    );
    const actual = Object.fromEntries([...shape.columns.values()].map((c) => [c.name, { type: c.type, nullable: c.nullable }]));
    expect(actual).toEqual(expected);
  });

  it.each(COLLECTIONS)('%s: each enum column checks exactly the enum’s values, and only enums are checked so', (collection) => {
    const { sql: createSql } = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`).get(tableName(collection)) as {
      sql: string;
    };
    for (const [name, schema] of fieldsOf(collection)) {
      const { type, values } = expectedColumn(schema);
      const checked = checkedValues(createSql, name);
      if (values) expect(checked?.slice().sort(), `${collection}.${name}`).toEqual([...values].sort());
      else expect(checked, `${collection}.${name} is no enum`).toBeNull();
      if (type === 'json') expect(createSql, `${collection}.${name} holds valid JSON`).toContain(`json_valid("${name}")`);
      if (type === 'boolean') expect(createSql, `${collection}.${name} holds 0 or 1`).toContain(`"${name}" IN (0, 1)`);
    }
  });

  it.each(COLLECTIONS)('%s: each field a list filters or sorts on has an index, or a child table for a list', (collection) => {
    const shape = shapes.get(collection)!;
    const indexed = new Set(
      (
        db.prepare(`SELECT il.name AS column FROM pragma_index_list(?) AS x JOIN pragma_index_info(x.name) AS il`).all(shape.table) as {
          column: string;
        }[]
      ).map((r) => r.column),
    );
    const { filter, sort } = LIST_FIELDS[collection];
    for (const field of new Set([...filter, ...sort])) {
      if (field.includes('.')) continue; // inside a JSON column: small collections only (listFields.ts)
      if (shape.lists.has(field)) continue;
      expect(indexed.has(field), `${collection}.${field}`).toBe(true);
    }
  });
});
