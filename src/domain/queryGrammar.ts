import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from './collections';
import { ENTITIES } from './entities';
import { LIST_FIELDS } from './listFields';

/**
 * What a list request may ask of each collection: the fields LIST_FIELDS lets it filter and sort
 * on, with the operators each field's type (from the zod record schema) supports. The API
 * refuses everything else with a 400 naming the parameter; the store only ever sees fields
 * listed here, so no request can make it build an index or read a property it does not own.
 */

export type FilterOp = 'eq' | 'ne' | 'gte' | 'lte';
export type FieldKind = 'number' | 'text' | 'datetime' | 'date' | 'enum' | 'boolean' | 'list';

export interface FieldGrammar {
  kind: FieldKind;
  ops: readonly FilterOp[];
  sortable: boolean;
  /** The allowed values of an enum field (or of a list of enum values). */
  values?: readonly string[];
}

const ORDERED: readonly FilterOp[] = ['eq', 'ne', 'gte', 'lte'];
const EQUALITY: readonly FilterOp[] = ['eq', 'ne'];
/** Object nesting followed into dotted paths (`nameChange.newFirstName`). */
const MAX_DEPTH = 2;

type Def = { type: string; format?: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; entries?: Record<string, string> };

function fieldOf(def: Def): FieldGrammar | null {
  switch (def.type) {
    case 'number':
      return { kind: 'number', ops: ORDERED, sortable: true };
    case 'string':
      if (def.format === 'datetime') return { kind: 'datetime', ops: ORDERED, sortable: true };
      if (def.format === 'date') return { kind: 'date', ops: ORDERED, sortable: true };
      return { kind: 'text', ops: EQUALITY, sortable: true };
    case 'enum':
      return { kind: 'enum', ops: EQUALITY, sortable: true, values: Object.values(def.entries ?? {}) };
    case 'boolean':
      return { kind: 'boolean', ops: EQUALITY, sortable: true };
    default:
      return null;
  }
}

function unwrap(t: z.ZodType): z.ZodType {
  let cur = t;
  for (;;) {
    const def = cur.def as unknown as Def;
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') && def.innerType)
      cur = def.innerType;
    else if (def.type === 'pipe' && def.in) cur = def.in;
    else return cur;
  }
}

function collect(schema: z.ZodType, prefix: string, depth: number, out: Map<string, FieldGrammar>): void {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  for (const [name, member] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const inner = unwrap(member);
    const def = inner.def as unknown as Def;
    if (def.type === 'object') {
      if (depth < MAX_DEPTH) collect(inner, path, depth + 1, out);
      continue;
    }
    if (def.type === 'array' && def.element) {
      const element = fieldOf(unwrap(def.element).def as unknown as Def);
      // A list of scalars matches when any of its items does; a list cannot be sorted.
      if (element) out.set(path, { kind: 'list', ops: EQUALITY, sortable: false, values: element.values });
      continue;
    }
    const field = fieldOf(def);
    if (field) out.set(path, field);
  }
}

/**
 * The fields of the record schema that LIST_FIELDS names (and `id`), each with the operators its
 * type supports when it is filterable and none when it is only sortable. A name the schema does
 * not have is a mistake in LIST_FIELDS: it fails here, at load.
 */
function grammarFor(collection: CollectionName): ReadonlyMap<string, FieldGrammar> {
  const all = new Map<string, FieldGrammar>();
  collect(ENTITIES[collection].record, '', 0, all);
  const { filter, sort } = LIST_FIELDS[collection];
  const fields = new Map<string, FieldGrammar>();
  for (const name of new Set(['id', ...filter, ...sort])) {
    const field = all.get(name);
    if (!field) throw new Error(`LIST_FIELDS.${collection} names "${name}", which its records do not have`);
    const filterable = name === 'id' || filter.includes(name);
    const sortable = field.sortable && (name === 'id' || sort.includes(name));
    if (!filterable && !sortable) throw new Error(`LIST_FIELDS.${collection}: a list cannot sort on "${name}"`);
    fields.set(name, { ...field, ops: filterable ? field.ops : [], sortable });
  }
  return fields;
}

export const QUERY_GRAMMAR: Readonly<Record<CollectionName, ReadonlyMap<string, FieldGrammar>>> = Object.fromEntries(
  COLLECTIONS.map((c) => [c, grammarFor(c)]),
) as Record<CollectionName, ReadonlyMap<string, FieldGrammar>>;

/** The field's grammar, or undefined when the collection has no such field (`constructor` included). */
export function fieldGrammar(collection: CollectionName, field: string): FieldGrammar | undefined {
  return QUERY_GRAMMAR[collection].get(field);
}
