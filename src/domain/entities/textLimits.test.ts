import type { z } from 'zod';
import { ENTITIES } from './index';
import { READ_ONLY_COLLECTIONS, COLLECTIONS } from '../collections';
import { ACTION_PAYLOADS } from '../actions/payloads';
import { isMediaUrl, mediaUrl, TEXT_LIMITS } from './base';

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  options?: z.ZodType[];
};

/** A maximum length, or a pattern that bounds it: anchored, with no open-ended repetition. */
const hasMaximum = (def: Def) =>
  (def.checks ?? []).some((c) => {
    const check = c._zod.def as { check: string; format?: string; pattern?: RegExp };
    if (check.check === 'max_length') return true;
    const source = check.format === 'regex' ? check.pattern?.source : undefined;
    return !!source && source.startsWith('^') && source.endsWith('$') && !/[*+]|\{\d+,\}/.test(source.replace(/\\./g, ''));
  });
/** Lists the server itself appends to, one entry per event (a status change, a message, a review). */
const EVENT_LISTS = ['statusHistory', 'messages', 'reviews', 'history', 'additionalDeposits'];

/** Paths of every string (and list) in `schema` that has no maximum length (or item count). */
function unbounded(schema: z.ZodType, path: string, out: string[]): string[] {
  const def = schema.def as unknown as Def;
  switch (def.type) {
    case 'string':
      // ISO dates and instants have their length from their format.
      if (!hasMaximum(def) && def.format !== 'datetime' && def.format !== 'date') out.push(path);
      break;
    case 'array':
      if (!hasMaximum(def) && !EVENT_LISTS.includes(path.split('.').at(-1)!)) out.push(`${path}[]`);
      unbounded(def.element!, `${path}[]`, out);
      break;
    case 'object':
      for (const [k, v] of Object.entries((schema as z.ZodObject).shape)) unbounded(v as z.ZodType, path ? `${path}.${k}` : k, out);
      break;
    case 'record':
      unbounded(def.keyType!, `${path}{key}`, out);
      unbounded(def.valueType!, `${path}{value}`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      unbounded(def.innerType!, path, out);
      break;
    case 'pipe':
      unbounded(def.in!, path, out);
      break;
    case 'union':
      def.options!.forEach((o) => unbounded(o, path, out));
      break;
  }
  return out;
}

describe('text limits', () => {
  it.each(COLLECTIONS.filter((c) => !READ_ONLY_COLLECTIONS.includes(c)))('every text field of %s has a maximum length', (c) => {
    expect(unbounded(ENTITIES[c].record, '', [])).toEqual([]);
  });

  it.each(Object.entries(ACTION_PAYLOADS))('every text field of the %s payload has a maximum length', (_name, payload) => {
    expect(unbounded(payload as z.ZodType, '', [])).toEqual([]);
  });

  it('refuses a 5 MB bio', () => {
    const bio = ENTITIES.users.record.shape.bio as z.ZodType;
    expect(bio.safeParse('x'.repeat(TEXT_LIMITS.paragraph)).success).toBe(true);
    expect(bio.safeParse('x'.repeat(5 * 1024 * 1024)).success).toBe(false);
  });
});

describe('media URLs are read as a browser reads them', () => {
  it.each(['/seed/avatar-01.svg', '/uploads/a b'.replace(' ', '%20'), 'https://cdn.example.com/x.png', 'http://localhost:5173/seed/intro.webm'])('accepts %s', (url) => {
    expect(isMediaUrl(url)).toBe(true);
    expect(mediaUrl.safeParse(url).success).toBe(true);
  });

  it.each(['/\\evil.example/x.png', '//evil.example/x.png', '/\\/evil.example', 'javascript:alert(1)', 'data:image/png;base64,AA', 'https://user:pw@evil.example/x.png', 'ftp://x/y', '/a b', 'https:/\\evil.example', ''])(
    'refuses %j',
    (url) => {
      expect(isMediaUrl(url)).toBe(false);
    },
  );
});
