import { parseListQuery as parseWith, QueryError } from './listQuery';
import { QUERY_GRAMMAR } from '../../src/domain/queryGrammar';
import type { CollectionName } from '../../src/domain/collections';

const parseListQuery = (raw: Record<string, string | string[]>, collection: CollectionName = 'users') =>
  parseWith(raw, QUERY_GRAMMAR[collection]);

function refusal(raw: Record<string, string | string[]>, collection: CollectionName = 'users'): QueryError {
  try {
    parseListQuery(raw, collection);
  } catch (e) {
    if (e instanceof QueryError) return e;
    throw e;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
}

describe('parseListQuery', () => {
  it('reads the json-server dialect', () => {
    const q = parseListQuery({ _start: '25', _end: '50', _sort: 'lastName', _order: 'DESC', q: ' Priya ', country: 'IN' });
    expect(q).toEqual({
      filters: [{ field: 'country', op: 'eq', values: ['IN'] }],
      q: 'priya',
      sort: [{ field: 'lastName', order: 'desc' }],
      start: 25,
      end: 50,
    });
  });

  it('reads the simple-rest dialect, with values typed by the field', () => {
    const q = parseListQuery(
      { sort: '["createdAt","ASC"]', range: '[0,24]', filter: '{"q":"xyz","status":["completed","cancelled"],"totalPrice_gte":"10"}' },
      'orders',
    );
    expect(q.sort).toEqual([{ field: 'createdAt', order: 'asc' }]);
    expect([q.start, q.end]).toEqual([0, 25]);
    expect(q.q).toBe('xyz');
    expect(q.filters).toEqual([
      { field: 'status', op: 'eq', values: ['completed', 'cancelled'] },
      { field: 'totalPrice', op: 'gte', values: [10] },
    ]);
  });

  it('accepts _order before _sort, and nested schema fields', () => {
    expect(parseListQuery({ _order: 'DESC', _sort: 'id' }).sort).toEqual([{ field: 'id', order: 'desc' }]);
    expect(parseListQuery({ _sort: 'dataRequest.legalDeadline' }, 'user-requests').sort[0].field).toBe('dataRequest.legalDeadline');
  });

  it.each([
    'name_like',
    '_embed',
    '_expand',
    '_delay',
    '_page',
    '_limit',
    'a[b]',
    '__proto__',
    'constructor',
    'constructor_gte',
    'toString',
    'madeUp',
  ])('refuses the parameter %s, naming it', (key) => {
    const e = refusal({ [key]: '1' });
    expect(e.parameter).toBe(key);
    expect(e.message).toContain(key);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'noSuchField', 'tags', 'reviews'])(
    'refuses sorting by %s in both dialects',
    (field) => {
      expect(refusal({ _sort: field }).parameter).toBe('_sort');
      expect(refusal({ sort: JSON.stringify([field, 'ASC']) }).parameter).toBe('sort');
    },
  );

  it('refuses operators the field type does not support, and simple-rest filters on unknown fields', () => {
    expect(refusal({ country_gte: 'a' }).message).toContain('country_gte');
    expect(refusal({ filter: '{"constructor":1}' }).parameter).toBe('filter');
    expect(refusal({ filter: '{"activeStrikes_gte":"many"}' }).parameter).toBe('filter');
    expect(refusal({ filter: '{"country":{"$ne":1}}' }).parameter).toBe('filter');
  });

  it('caps a page at 1000 rows, asked for or not', () => {
    expect(parseListQuery({ _start: '0', _end: '100000' }).end).toBe(1000);
    expect(parseListQuery({}).end).toBe(1000);
    expect(parseListQuery({ range: '[10,99999]' }).end).toBe(1010);
  });

  it('refuses malformed values', () => {
    expect(() => parseListQuery({ _start: '-1' })).toThrow(QueryError);
    expect(() => parseListQuery({ _order: 'sideways', _sort: 'id' })).toThrow(QueryError);
    expect(() => parseListQuery({ range: 'nope' })).toThrow(QueryError);
    expect(() => parseListQuery({ q: 'x'.repeat(201) })).toThrow(QueryError);
  });

  it('allows only the fields LIST_FIELDS names: a sort-only field is no filter, an unlisted one neither', () => {
    expect(parseListQuery({ _sort: 'rating' }).sort).toEqual([{ field: 'rating', order: 'asc' }]);
    expect(refusal({ rating: '4' }).message).toMatch(/rating/);
    expect(refusal({ bio: 'x' }).parameter).toBe('bio');
    expect(refusal({ _sort: 'bio' }).parameter).toBe('_sort');
    expect(parseListQuery({ id: ['3', '4'], _sort: 'id' }).filters).toEqual([{ field: 'id', op: 'eq', values: [3, 4] }]);
  });

  it('refuses true and false on a number field in both dialects, naming the parameter (#36: version=true matched version 1)', () => {
    for (const raw of [
      { activeStrikes: 'true' },
      { activeStrikes: 'FALSE' },
      { activeStrikes_ne: 'true' },
      { id: ['1', 'true'] },
      { filter: '{"activeStrikes":true}' },
      { filter: '{"id":[false]}' },
    ] as Record<string, string | string[]>[]) {
      const e = refusal(raw);
      expect(e.parameter).toBe(Object.keys(raw)[0]);
      expect(e.message).toMatch(/must be a number/);
    }
    // A boolean field still takes them, and a number field its numbers and its empty value.
    expect(parseListQuery({ online: 'true' }).filters).toEqual([{ field: 'online', op: 'eq', values: [true] }]);
    expect(parseListQuery({ activeStrikes: ['2', ''] }).filters).toEqual([{ field: 'activeStrikes', op: 'eq', values: [2, ''] }]);
  });

  it('refuses search text shorter than the trigram index answers, in both dialects, naming the length', () => {
    for (const raw of [{ q: 'ab' }, { q: ' é ' }, { filter: '{"q":"a"}' }] as Record<string, string>[]) {
      const e = refusal(raw);
      expect(e.code).toBe('app.errors.search_too_short');
      expect(e.detail).toEqual({ minLength: 3 });
      expect(e.message).toMatch(/at least 3 characters/);
    }
    // Three characters, counted as a person reads them (one emoji is one), and blank text is no search.
    expect(parseListQuery({ q: 'abc' }).q).toBe('abc');
    expect(parseListQuery({ q: 'ab😀' }).q).toBe('ab😀');
    expect(parseListQuery({ q: '   ' }).q).toBeNull();
  });
});
