import type { z } from 'zod';
import { countryCreateSchema } from '../entities/countries';
import { languageCreateSchema } from '../entities/languages';
import { IMPORTABLE_LISTS, IMPORT_MODES } from '../entities/listImports';
import { serviceOfferedCreateSchema } from '../entities/servicesOffered';
import { userCategoryCreateSchema } from '../entities/userCategories';

export type ImportableList = (typeof IMPORTABLE_LISTS)[number];
export type ImportMode = (typeof IMPORT_MODES)[number];
export { IMPORTABLE_LISTS, IMPORT_MODES };

/** Cells of an array column hold the values separated by this character ("Yoga; Baking"). */
export const ARRAY_SEPARATOR = ';';

export interface ImportListConfig {
  list: ImportableList;
  /** The same schema the server validates a create with. */
  schema: z.ZodObject;
  /** The file's columns, in template order: the create schema's fields. */
  columns: readonly string[];
  /** Columns whose cell is a list of values (see ARRAY_SEPARATOR). */
  arrayColumns: readonly string[];
  /** Two entries with the same value here (ignoring case) are duplicates; users refer to entries by it. */
  keyField: string;
  /** An example row for the template file. */
  example: Record<string, string>;
  /** Spelling fixes applied before validation (codes are upper or lower case by convention). */
  normalize?: (row: Record<string, unknown>) => Record<string, unknown>;
}

const caseOf = (field: string, to: 'upper' | 'lower') => (row: Record<string, unknown>) =>
  typeof row[field] === 'string'
    ? { ...row, [field]: to === 'upper' ? (row[field] as string).toUpperCase() : (row[field] as string).toLowerCase() }
    : row;

function config(
  list: ImportableList,
  schema: z.ZodObject,
  keyField: string,
  example: Record<string, string>,
  normalize?: ImportListConfig['normalize'],
): ImportListConfig {
  const columns = Object.keys(schema.shape);
  const arrayColumns = columns.filter((c) => (schema.shape[c] as z.ZodType).def.type === 'array');
  return { list, schema, columns, arrayColumns, keyField, example, normalize };
}

export const IMPORT_LISTS: Record<ImportableList, ImportListConfig> = {
  'user-categories': config('user-categories', userCategoryCreateSchema, 'name', {
    name: 'Podcasting',
    subcategories: 'Interviews; True Crime; Comedy',
  }),
  languages: config('languages', languageCreateSchema, 'code', { name: 'Marathi', code: 'mr' }, caseOf('code', 'lower')),
  countries: config('countries', countryCreateSchema, 'code', { name: 'Nepal', code: 'NP' }, caseOf('code', 'upper')),
  'services-offered': config('services-offered', serviceOfferedCreateSchema, 'name', {
    name: 'Podcast Guest Spot',
    description: 'Appearing as a guest on a podcast episode.',
  }),
};

export function isImportableList(name: string): name is ImportableList {
  return (IMPORTABLE_LISTS as readonly string[]).includes(name);
}

/** How duplicates are recognised: the key field's text, trimmed and ignoring case. */
export function entryKey(cfg: ImportListConfig, row: Readonly<Record<string, unknown>>): string {
  return String(row[cfg.keyField] ?? '')
    .trim()
    .toLowerCase();
}
