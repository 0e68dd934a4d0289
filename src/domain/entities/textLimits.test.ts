import { z } from 'zod';
import { ENTITIES } from './index';
import { READ_ONLY_COLLECTIONS, COLLECTIONS } from '../collections';
import { ACTION_PAYLOADS } from '../actions/payloads';
import { orderMachine } from '../machines/order';
import { jsonBytes, oversizedRecord, recordSizeErrors } from '../recordSize';
import { cappedMap, isMediaUrl, mediaUrl, TEXT_LIMITS } from './base';

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

/** A map's cap as cappedMap states it (zod has no size check of its own for records). */
const hasMaxEntries = (schema: z.ZodType) =>
  typeof (z.globalRegistry.get(schema) as { maxProperties?: unknown } | undefined)?.maxProperties === 'number';

/**
 * The one list without an item cap: a list import's copy of the whole list it replaced, which
 * revert needs entire. Written by the server only, never by a client.
 */
const WHOLE_LIST_COPIES = ['list-imports:previousSnapshot'];

/**
 * Paths of every list and map in `schema` without a maximum item count and, with `strings`, of
 * every string without a maximum length. Read-only collections hold values copied from other
 * records (z.json()), so only their lists and maps are walked.
 */
function unbounded(schema: z.ZodType, path: string, out: string[], strings = true): string[] {
  const def = schema.def as unknown as Def;
  switch (def.type) {
    case 'string':
      // ISO dates and instants have their length from their format.
      if (strings && !hasMaximum(def) && def.format !== 'datetime' && def.format !== 'date') out.push(path);
      break;
    case 'array':
      if (!hasMaximum(def)) out.push(`${path}[]`);
      unbounded(def.element!, `${path}[]`, out, strings);
      break;
    case 'object':
      for (const [k, v] of Object.entries((schema as z.ZodObject).shape))
        unbounded(v as z.ZodType, path ? `${path}.${k}` : k, out, strings);
      break;
    case 'record':
      if (!hasMaxEntries(schema)) out.push(`${path}{}`);
      unbounded(def.keyType!, `${path}{key}`, out, strings);
      unbounded(def.valueType!, `${path}{value}`, out, strings);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      unbounded(def.innerType!, path, out, strings);
      break;
    case 'pipe':
      unbounded(def.in!, path, out, strings);
      break;
    case 'union':
      def.options!.forEach((o) => unbounded(o, path, out, strings));
      break;
  }
  return out;
}

describe('text limits', () => {
  it.each(COLLECTIONS.filter((c) => !READ_ONLY_COLLECTIONS.includes(c)))('every text, list and map field of %s has a maximum', (c) => {
    expect(unbounded(ENTITIES[c].record, '', [])).toEqual([]);
  });

  it.each(READ_ONLY_COLLECTIONS)('every list and map field of %s has a maximum', (c) => {
    const found = unbounded(ENTITIES[c].record, '', [], false).filter((p) => !WHOLE_LIST_COPIES.includes(`${c}:${p.replace(/\[\]$/, '')}`));
    expect(found).toEqual([]);
  });

  it.each(Object.entries(ACTION_PAYLOADS))('every text and list field of the %s payload has a maximum', (_name, payload) => {
    expect(unbounded(payload as z.ZodType, '', [])).toEqual([]);
  });

  it('refuses a 5 MB bio', () => {
    const bio = ENTITIES.users.record.shape.bio as z.ZodType;
    expect(bio.safeParse('x'.repeat(TEXT_LIMITS.paragraph)).success).toBe(true);
    expect(bio.safeParse('x'.repeat(5 * 1024 * 1024)).success).toBe(false);
  });

  it('takes a map at its cap and refuses one more key, naming the map', () => {
    const info = z.object({ info: cappedMap(z.string().max(10)) });
    const map = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect(info.safeParse({ info: map(TEXT_LIMITS.mapEntries) }).success).toBe(true);
    expect(info.safeParse({ info: map(TEXT_LIMITS.mapEntries + 1) }).error?.issues.map((i) => i.path)).toEqual([['info']]);
  });

  it('keeps every entity under mapEntries fields, so an audit entry (one key per changed field) fits its cap', () => {
    for (const c of COLLECTIONS) expect(Object.keys(ENTITIES[c].record.shape).length, c).toBeLessThan(TEXT_LIMITS.mapEntries);
  });

  it("bounds an order's status history by its machine, which never returns to a state it left", () => {
    const next = (s: string) =>
      Object.values(orderMachine.transitions)
        .filter((t) => (t.from as readonly string[]).includes(s))
        .map((t) => t.to);
    const reachesItself = (start: string) => {
      const seen = new Set<string>();
      const todo = next(start);
      while (todo.length) {
        const s = todo.pop()!;
        if (s === start) return true;
        if (seen.has(s)) continue;
        seen.add(s);
        todo.push(...next(s));
      }
      return false;
    };
    expect(orderMachine.states.filter(reachesItself)).toEqual([]);
  });

  it('keeps a commission rate with a full history well under the record byte cap', () => {
    const entry = { rate: 99.99, at: '2025-01-01T00:00:00.000Z', byAdminId: Number.MAX_SAFE_INTEGER, change: 'changed' };
    const rate = {
      id: 1,
      version: 1,
      createdAt: entry.at,
      updatedAt: entry.at,
      userId: 1,
      rate: 99.99,
      grantedByAdminId: 1,
      since: entry.at,
      removedAt: null,
      status: 'active',
    };
    const full = { ...rate, history: Array.from({ length: TEXT_LIMITS.rateChanges }, () => entry) };
    expect(ENTITIES['commission-rates'].record.safeParse(full).success).toBe(true);
    expect(jsonBytes(full)).toBeLessThan(TEXT_LIMITS.recordBytes / 2);
  });
});

describe('record byte cap', () => {
  const review = (text: string) => ({ authorName: 'Ravi', rating: 4, text, date: '2025-01-01T00:00:00.000Z' });
  const user = { id: 1, version: 1, firstName: 'Asha', bio: '', reviews: [review('Great work.')] };

  it('takes an ordinary record', () => {
    expect(oversizedRecord(user)).toBeNull();
    expect(recordSizeErrors(user, ['bio'])).toBeNull();
  });

  it('refuses the 4 MB user of the issue (1 000 reviews of 4 000 characters), naming reviews', () => {
    const huge = { ...user, reviews: Array.from({ length: 1000 }, () => review('r'.repeat(4000))) };
    expect((ENTITIES.users.record.shape.reviews as z.ZodType).safeParse(huge.reviews).success).toBe(false);
    const over = oversizedRecord(huge);
    expect(over).toMatchObject({ field: 'reviews' });
    expect(over!.bytes).toBeGreaterThan(4_000_000);
    expect(Object.keys(recordSizeErrors(huge, ['reviews', 'version'])!)).toEqual(['reviews']);
  });

  it('refuses reviews within the item cap that together pass the byte cap', () => {
    const heavy = { ...user, reviews: Array.from({ length: 60 }, () => review('r'.repeat(TEXT_LIMITS.paragraph))) };
    expect((ENTITIES.users.record.shape.reviews as z.ZodType).safeParse(heavy.reviews).success).toBe(true);
    expect(Object.keys(recordSizeErrors(heavy)!)).toEqual(['reviews']);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const hindi = 'नमस्ते'.repeat(Math.ceil(TEXT_LIMITS.recordBytes / 3 / 6));
    expect(hindi.length).toBeLessThan(TEXT_LIMITS.recordBytes);
    expect(oversizedRecord({ bio: hindi })).toMatchObject({ field: 'bio' });
  });

  it('names the largest field the write sent, so the writer knows what to shrink', () => {
    const heavy = { ...user, bio: 'b'.repeat(10), reviews: Array.from({ length: 60 }, () => review('r'.repeat(TEXT_LIMITS.paragraph))) };
    expect(Object.keys(recordSizeErrors(heavy, ['bio', 'firstName'])!)).toEqual(['bio']);
    expect(Object.keys(recordSizeErrors(heavy, ['notAField'])!)).toEqual(['reviews']);
  });
});

describe('media URLs are read as a browser reads them', () => {
  it.each([
    '/seed/avatar-01.svg',
    '/uploads/a b'.replace(' ', '%20'),
    'https://cdn.example.com/x.png',
    'http://localhost:5173/seed/intro.webm',
  ])('accepts %s', (url) => {
    expect(isMediaUrl(url)).toBe(true);
    expect(mediaUrl.safeParse(url).success).toBe(true);
  });

  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/\\/evil.example',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'https://user:pw@evil.example/x.png',
    'ftp://x/y',
    '/a b',
    'https:/\\evil.example',
    '',
  ])('refuses %j', (url) => {
    expect(isMediaUrl(url)).toBe(false);
  });
});
