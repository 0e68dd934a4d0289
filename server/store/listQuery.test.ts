import { parseListQuery, QueryError } from './listQuery';

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

  it('reads the simple-rest dialect', () => {
    const q = parseListQuery({ sort: '["createdAt","ASC"]', range: '[0,24]', filter: '{"q":"x","status":["a","b"],"total_gte":10}' });
    expect(q.sort).toEqual([{ field: 'createdAt', order: 'asc' }]);
    expect([q.start, q.end]).toEqual([0, 25]);
    expect(q.q).toBe('x');
    expect(q.filters).toEqual([
      { field: 'status', op: 'eq', values: ['a', 'b'] },
      { field: 'total', op: 'gte', values: [10] },
    ]);
  });

  it('accepts _order before _sort', () => {
    expect(parseListQuery({ _order: 'DESC', _sort: 'id' }).sort).toEqual([{ field: 'id', order: 'desc' }]);
  });

  it.each(['name_like', '_embed', '_expand', '_delay', '_page', '_limit', 'a[b]', '__proto__'])('refuses %s', (key) => {
    expect(() => parseListQuery({ [key]: 'x' })).toThrow(QueryError);
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
});
